import { msg } from '@/lib/i18n'
import type { Database } from '@/types/database'

export const SEARCH_KINDS = [
  { value: 'all', label: msg('All') },
  { value: 'people', label: msg('People') },
  { value: 'posts', label: msg('Posts') },
  { value: 'opportunities', label: msg('Opportunities') },
  { value: 'communities', label: msg('Communities') },
  { value: 'organisations', label: msg('Organisations') },
  { value: 'events', label: msg('Events') },
] as const
export type SearchTab = (typeof SEARCH_KINDS)[number]['value']
export type SearchKind = Exclude<SearchTab, 'all'>

export const SEARCH_PAGE_SIZE = 20

export type PersonResult = Database['public']['Functions']['search_people']['Returns'][number]
export type CommunityResult = Database['public']['Functions']['search_communities']['Returns'][number]
export type OrganisationResult = Database['public']['Functions']['search_organisations']['Returns'][number]

export interface PostResult {
  id: string
  author_id: string
  body: string
  created_at: string
  visibility: string
  hashtags: string[]
  community_id?: string | null
  author: { id: string; name: string; profile_photo_url: string | null } | null
  community?: { id: string; slug: string; name: string } | null
}

export interface OpportunityResult {
  id: string
  title: string
  type: string
  organization: string
  location: string | null
  work_mode: string
  closing_at: string
}

export interface EventResult {
  id: string
  title: string
  starts_at: string
  timezone: string
  is_online: boolean
  venue: string | null
  category: string
}

export interface AllResults {
  people: PersonResult[]
  posts: PostResult[]
  opportunities: OpportunityResult[]
  communities: CommunityResult[]
  events: EventResult[]
  organisations: OrganisationResult[]
}

export interface Suggestions {
  people: Pick<
    PersonResult,
    'id' | 'name' | 'headline' | 'profile_photo_url' | 'profile_type' | 'verification_status'
  >[]
  communities: {
    id: string
    slug: string
    name: string
    icon_url: string | null
    visibility: string
    member_count: number
  }[]
  organisations: Pick<OrganisationResult, 'id' | 'slug' | 'name' | 'kind' | 'logo_url' | 'follower_count'>[]
  hashtags: { tag: string; use_count: number }[]
}

/** Filters per kind, as they appear in the URL. */
export interface PeopleFilters {
  types: string[]
  university: string
  skill: string
  verified: boolean
}
export interface PostFilters {
  /** ISO date (yyyy-mm-dd) or '' */
  from: string
  to: string
  network: boolean
}
export interface EventFilters {
  upcoming: boolean
  online: boolean
}

export interface Page<T> {
  items: T[]
  nextCursor: string | null
}
