export interface CommunityFilters {
  search: string
  category: string | null
  sort: 'members' | 'activity'
}

export const communityKeys = {
  all: ['communities'] as const,
  discover: (f: CommunityFilters) => [...communityKeys.all, 'discover', f] as const,
  mine: () => [...communityKeys.all, 'mine'] as const,
  details: () => [...communityKeys.all, 'detail'] as const,
  detail: (idOrSlug: string) => [...communityKeys.details(), idOrSlug] as const,
  membership: (communityId: string) => [...communityKeys.all, 'membership', communityId] as const,
  members: (communityId: string) => [...communityKeys.all, 'members', communityId] as const,
  memberList: (communityId: string, status: string, search: string) =>
    [...communityKeys.members(communityId), status, search] as const,
  moderators: (communityId: string) => [...communityKeys.members(communityId), 'moderators'] as const,
  candidates: (communityId: string, search: string) =>
    [...communityKeys.members(communityId), 'candidates', search] as const,
  pendingCount: (communityId: string) => [...communityKeys.members(communityId), 'pending-count'] as const,
  pinned: (communityId: string) => [...communityKeys.all, 'pinned', communityId] as const,
  reports: (communityId: string) => [...communityKeys.all, 'reports', communityId] as const,
  slug: (slug: string) => [...communityKeys.all, 'slug', slug] as const,
  inviteLinks: (communityId: string) => [...communityKeys.all, 'invite-links', communityId] as const,
  invite: (token: string) => [...communityKeys.all, 'invite', token] as const,
}
