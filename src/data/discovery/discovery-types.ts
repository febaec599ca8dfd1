import type { Tables } from '@/types/database'
import type { PersonSummary } from '@/data/profiles/person-summary'

/** What a discovery search filters by; empty values are ignored. */
export interface MemberFilters {
  q: string
  skills: string[]
  interests: string[]
  university: string
  profileTypes: string[]
  location: string
  /** '', 'verified', 'pending', 'unverified', or 'verified:<university id>' */
  verification: string
  /** Graduation year from and to, inclusive: '' or four digits. */
  gradFrom: string
  gradTo: string
}

export const EMPTY_MEMBER_FILTERS: MemberFilters = {
  q: '',
  skills: [],
  interests: [],
  university: '',
  profileTypes: [],
  location: '',
  verification: '',
  gradFrom: '',
  gradTo: '',
}

export const MEMBER_PAGE_SIZE = 20

export type MemberCard = PersonSummary &
  Pick<
    Tables<'profiles'>,
    | 'university'
    | 'skills'
    | 'interests'
    | 'location'
    | 'graduation_year'
    | 'verified_by'
    | 'verified_by_name'
    | 'allow_messages'
    | 'allow_connections'
  >

export const MEMBER_COLUMNS =
  'id, name, headline, profile_photo_url, profile_type, university, skills, interests, location, verification_status, graduation_year, verified_by, verified_by_name, allow_messages, allow_connections'

export type Shortlist = Tables<'shortlists'> & { shortlist_members: [{ count: number }] }
export type ShortlistEntry = Tables<'shortlist_members'> & { member: MemberCard | null }
export type SavedSearch = Omit<Tables<'saved_searches'>, 'filters'> & { filters: Record<string, unknown> }
export type TrendingItem = {
  entity_type: 'post' | 'opportunity'
  entity_id: string
  title: string
  subtitle: string
  engagement: number
}

/** A graduation year the filters accept: four digits from 1950 to 2100. */
export const isYear = (value: string | undefined): value is string =>
  !!value && /^\d{4}$/.test(value) && Number(value) >= 1950 && Number(value) <= 2100

/** The database's filter object (snake_case keys, only what is set). */
export function toSqlFilters(f: Partial<MemberFilters>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  if (f.q?.trim()) out.q = f.q.trim()
  if (f.skills?.length) out.skills = f.skills
  if (f.interests?.length) out.interests = f.interests
  if (f.university?.trim()) out.university = f.university.trim()
  if (f.profileTypes?.length) out.profile_types = f.profileTypes
  if (f.location?.trim()) out.location = f.location.trim()
  // 'verified:<university id>': verified by that university.
  const [verification, verifiedBy] = (f.verification ?? '').split(':')
  if (verification) out.verification = verification
  if (verifiedBy) out.verified_by = verifiedBy
  if (isYear(f.gradFrom)) out.graduation_from = Number(f.gradFrom)
  if (isYear(f.gradTo)) out.graduation_to = Number(f.gradTo)
  return out
}

/** A saved search's stored filters back into the form's shape. */
export function fromSqlFilters(f: Record<string, unknown>): MemberFilters {
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
  return {
    q: text(f.q),
    skills: list(f.skills),
    interests: list(f.interests),
    university: text(f.university),
    profileTypes: list(f.profile_types),
    location: text(f.location),
    verification: text(f.verified_by) ? `verified:${text(f.verified_by)}` : text(f.verification),
    gradFrom: typeof f.graduation_from === 'number' ? String(f.graduation_from) : '',
    gradTo: typeof f.graduation_to === 'number' ? String(f.graduation_to) : '',
  }
}
