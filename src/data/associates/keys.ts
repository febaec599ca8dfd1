export const associateKeys = {
  all: ['associates'] as const,
  requests: (type: 'received' | 'sent') => [...associateKeys.all, 'requests', type] as const,
}
