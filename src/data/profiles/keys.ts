export const profileKeys = {
  all: ['profiles'] as const,
  visibleCount: () => [...profileKeys.all, 'visible-count'] as const,
  own: (userId: string) => [...profileKeys.all, 'own', userId] as const,
  ownFull: (userId: string) => [...profileKeys.all, 'own-full', userId] as const,
  public: (id: string) => [...profileKeys.all, 'public', id] as const,
  /** The home page's left column: card, completeness, views this week, first-week checklist. */
  homeSummary: (userId: string) => [...profileKeys.all, 'home-summary', userId] as const,
  card: (id: string) => [...profileKeys.all, 'card', id] as const,
  search: (query: string) => [...profileKeys.all, 'search', query] as const,
  searchPage: (query: string, limit: number) => [...profileKeys.search(query), limit] as const,
}
