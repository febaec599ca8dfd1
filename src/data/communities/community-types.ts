import type { Tables } from '@/types/database'
import type { PersonSummary } from '@/data/profiles/person-summary'
import { msg, t } from '@/lib/i18n'

export type Community = Tables<'communities'>
export type CommunityMembership = Pick<
  Tables<'community_members'>,
  'community_id' | 'user_id' | 'role' | 'status' | 'notification_level' | 'joined_at' | 'last_read_at'
>
export type CommunityRole = 'owner' | 'moderator' | 'member'
export type MemberStatus = 'active' | 'pending' | 'invited' | 'banned'
export type NotificationLevel = 'all' | 'highlights' | 'none'

export interface CommunityMember {
  role: CommunityRole
  status: MemberStatus
  joined_at: string | null
  created_at: string
  request_message: string | null
  member: PersonSummary
}

export interface MyCommunity {
  id: string
  slug: string
  name: string
  icon_url: string | null
  cover_url: string | null
  category: string
  visibility: string
  member_count: number
  last_activity_at: string
  role: CommunityRole
  status: MemberStatus
  notification_level: NotificationLevel
  unread_count: number
}

export const COMMUNITY_CATEGORIES = [
  { value: 'academic', label: msg('Academic') },
  { value: 'career', label: msg('Careers') },
  { value: 'technology', label: msg('Technology') },
  { value: 'entrepreneurship', label: msg('Entrepreneurship') },
  { value: 'research', label: msg('Research') },
  { value: 'arts', label: msg('Arts and design') },
  { value: 'sports', label: msg('Sports') },
  { value: 'social_impact', label: msg('Social impact') },
  { value: 'alumni', label: msg('Alumni') },
  { value: 'other', label: msg('Other') },
] as const
export type CommunityCategory = (typeof COMMUNITY_CATEGORIES)[number]['value']

/** The category's label in the app's language (the labels above are English: show them with t()). */
export const categoryLabel = (value: string) => t(COMMUNITY_CATEGORIES.find((c) => c.value === value)?.label ?? 'Other')

export const JOIN_POLICIES = [
  { value: 'open', label: msg('Open'), hint: msg('Anyone can join at once.') },
  { value: 'approval', label: msg('Approval'), hint: msg('Moderators approve each request to join.') },
  { value: 'invite_only', label: msg('Invitation only'), hint: msg('Only people a moderator invites can join.') },
] as const

export const COMMUNITY_PAGE_SIZE = 20
export const MEMBER_PAGE_SIZE = 30
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
