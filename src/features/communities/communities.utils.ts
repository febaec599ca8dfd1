import type { Community, CommunityMembership } from '@/data/communities/community-types'

/** A slug from a name: lower case, ASCII letters and digits joined by single hyphens, at most 50 long. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '')
}

/** Why a slug cannot be used, or null (the database checks the same shape). */
export function slugProblem(slug: string): string | null {
  if (slug.length < 3) return 'Use at least 3 characters.'
  if (slug.length > 50) return 'Use at most 50 characters.'
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return 'Use lower-case letters, digits and single hyphens.'
  return null
}

export type JoinState =
  | { kind: 'join'; label: 'Join' }
  | { kind: 'request'; label: 'Request to join' }
  | { kind: 'invite-only'; label: 'Invitation only' }
  | { kind: 'invited'; label: 'Accept invitation' }
  | { kind: 'pending'; label: 'Pending' }
  | { kind: 'joined'; label: 'Joined' }
  | { kind: 'banned'; label: 'Banned' }

/** What the header's membership button says and does for this member. */
export function joinState(
  community: Pick<Community, 'join_policy'>,
  membership: Pick<CommunityMembership, 'status'> | null,
): JoinState {
  switch (membership?.status) {
    case 'active':
      return { kind: 'joined', label: 'Joined' }
    case 'pending':
      return { kind: 'pending', label: 'Pending' }
    case 'invited':
      return { kind: 'invited', label: 'Accept invitation' }
    case 'banned':
      return { kind: 'banned', label: 'Banned' }
  }
  if (community.join_policy === 'open') return { kind: 'join', label: 'Join' }
  if (community.join_policy === 'approval') return { kind: 'request', label: 'Request to join' }
  return { kind: 'invite-only', label: 'Invitation only' }
}

export const isModeratorRole = (role: string | null | undefined) => role === 'owner' || role === 'moderator'

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`
export const memberCountLabel = (n: number) => plural(n, 'member', 'members')
export const postCountLabel = (n: number) => plural(n, 'post', 'posts')

export const ROLE_LABELS: Record<string, string> = { owner: 'Owner', moderator: 'Moderator', member: 'Member' }
