export const accountSecurityKeys = {
  all: ['account-security'] as const,
  factors: () => [...accountSecurityKeys.all, 'factors'] as const,
  passkeys: () => [...accountSecurityKeys.all, 'passkeys'] as const,
}
