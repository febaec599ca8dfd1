import type { MemberFilters } from './discovery-types'

export const discoveryKeys = {
  all: ['discovery'] as const,
  members: (filters: MemberFilters) => [...discoveryKeys.all, 'members', filters] as const,
  following: (me: string) => [...discoveryKeys.all, 'following', me] as const,
  shortlists: (me: string) => [...discoveryKeys.all, 'shortlists', me] as const,
  shortlist: (id: string) => [...discoveryKeys.all, 'shortlist', id] as const,
  savedSearches: (me: string) => [...discoveryKeys.all, 'saved-searches', me] as const,
  trending: () => [...discoveryKeys.all, 'trending'] as const,
}
