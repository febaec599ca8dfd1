export const settingsKeys = {
  all: ['settings'] as const,
  sessions: (userId: string) => [...settingsKeys.all, 'sessions', userId] as const,
  blocked: (userId: string) => [...settingsKeys.all, 'blocked', userId] as const,
  deletion: (userId: string) => [...settingsKeys.all, 'deletion', userId] as const,
  identities: () => [...settingsKeys.all, 'identities'] as const,
  minorPrivacy: (userId: string) => [...settingsKeys.all, 'minor-privacy', userId] as const,
  pushDevice: (userId: string) => [...settingsKeys.all, 'push-device', userId] as const,
}
