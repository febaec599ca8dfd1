export const profileKeys = {
  all: ['profiles'] as const,
  visibleCount: () => [...profileKeys.all, 'visible-count'] as const,
  own: (userId: string) => [...profileKeys.all, 'own', userId] as const,
}
