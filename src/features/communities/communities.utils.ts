import type { Community, CommunityMembership } from '@/data/communities/community-types'
import { msg, t } from '@/lib/i18n'

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
  if (slug.length < 3) return t('Use at least 3 characters.')
  if (slug.length > 50) return t('Use at most 50 characters.')
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return t('Use lower-case letters, digits and single hyphens.')
  return null
}

/** `label` is the English text (msg): show it with t(). */
export interface JoinState {
  kind: 'join' | 'request' | 'invite-only' | 'invited' | 'pending' | 'joined' | 'banned'
  label: string
}

/** What the header's membership button says and does for this member. */
export function joinState(
  community: Pick<Community, 'join_policy'>,
  membership: Pick<CommunityMembership, 'status'> | null,
): JoinState {
  switch (membership?.status) {
    case 'active':
      return { kind: 'joined', label: msg('Joined') }
    case 'pending':
      return { kind: 'pending', label: msg('Pending') }
    case 'invited':
      return { kind: 'invited', label: msg('Accept invitation') }
    case 'banned':
      return { kind: 'banned', label: msg('Banned') }
  }
  if (community.join_policy === 'open') return { kind: 'join', label: msg('Join') }
  if (community.join_policy === 'approval') return { kind: 'request', label: msg('Request to join') }
  return { kind: 'invite-only', label: msg('Invitation only') }
}

export const isModeratorRole = (role: string | null | undefined) => role === 'owner' || role === 'moderator'

export const memberCountLabel = (n: number) => t('{count, plural, one {# member} other {# members}}', { count: n })
export const postCountLabel = (n: number) => t('{count, plural, one {# post} other {# posts}}', { count: n })

/** English role labels (msg): show them with `roleLabel`. */
export const ROLE_LABELS: Record<string, string> = {
  owner: msg('Owner'),
  moderator: msg('Moderator'),
  member: msg('Member'),
}
export const roleLabel = (role: string) => (ROLE_LABELS[role] ? t(ROLE_LABELS[role]) : role)
