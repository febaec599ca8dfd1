import type { MouFilters, QueueFilters } from './university-types'

export const universityKeys = {
  all: ['university'] as const,
  universities: () => [...universityKeys.all, 'universities'] as const,
  domains: (universityId: string) => [...universityKeys.all, 'domains', universityId] as const,
  myRequests: (userId: string) => [...universityKeys.all, 'my-requests', userId] as const,
  queue: (universityId: string, filters: QueueFilters) =>
    [...universityKeys.all, 'queue', universityId, filters] as const,
  counts: (universityId: string) => [...universityKeys.all, 'counts', universityId] as const,
  mous: (userId: string, filters: MouFilters) => [...universityKeys.all, 'mous', userId, filters] as const,
  mou: (id: string) => [...universityKeys.all, 'mou', id] as const,
  partners: (q: string) => [...universityKeys.all, 'partners', q] as const,
}
