export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: (userId: string, days: number) => [...analyticsKeys.all, 'summary', userId, days] as const,
}
