import type { Tables } from '@/types/database'

export type Person = Pick<Tables<'profiles'>, 'id' | 'name' | 'profile_photo_url' | 'profile_type'>

export const PERSON_COLUMNS = 'id, name, profile_photo_url, profile_type'

export type VerificationStatus = 'pending' | 'approved' | 'rejected' | 'revoked'

export type VerificationRequest = Tables<'verification_requests'> & {
  requester: (Person & { headline: string | null }) | null
  university: Person | null
}

export interface QueueFilters {
  status: VerificationStatus | ''
  programme: string
  year: string
  /** 'yes' | 'no' | '' (any) */
  matched: string
}

export const QUEUE_PAGE_SIZE = 25

export interface Cursor {
  at: string
  id: string
}

export type Mou = Tables<'mous'>
export type MouParty = Pick<
  Tables<'mou_parties'>,
  'party_id' | 'role' | 'signed_name' | 'signed_title' | 'signed_at'
> & {
  party: Person | null
}
export type MouCard = Pick<
  Mou,
  | 'id'
  | 'title'
  | 'status'
  | 'areas'
  | 'starts_on'
  | 'ends_on'
  | 'updated_at'
  | 'university_id'
  | 'changes_requested_at'
> & {
  parties: MouParty[]
}
export type MouVersion = Tables<'mou_versions'>
export type MouEvent = Tables<'mou_events'> & { actor: Pick<Person, 'id' | 'name'> | null }
export type MouComment = Tables<'mou_comments'> & { author: Person | null }
export type MouDetail = Mou & {
  parties: MouParty[]
  versions: MouVersion[]
  events: MouEvent[]
  comments: MouComment[]
}

export const MOU_STATUSES = [
  'draft',
  'proposed',
  'under_review',
  'active',
  'expired',
  'terminated',
  'rejected',
] as const
export type MouStatus = (typeof MOU_STATUSES)[number]
export const MOU_AREAS = ['internships', 'research', 'exchange', 'funding', 'training', 'other'] as const

export interface MouFilters {
  q: string
  status: MouStatus | ''
  area: string
}

export const MOU_PAGE_SIZE = 30
