import type { SearchKind } from './search-types'

export const searchKeys = {
  all: ['search'] as const,
  everything: (query: string) => [...searchKeys.all, 'all', query] as const,
  kind: (kind: SearchKind, query: string, filters: object) => [...searchKeys.all, kind, query, filters] as const,
  typeahead: (query: string) => [...searchKeys.all, 'typeahead', query] as const,
  trending: () => [...searchKeys.all, 'trending'] as const,
  followedTags: (userId: string) => [...searchKeys.all, 'followed-tags', userId] as const,
}
