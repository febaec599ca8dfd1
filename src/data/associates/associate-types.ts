import type { Tables } from '@/types/database'

export type RequestParty = Pick<
  Tables<'profiles'>,
  'id' | 'name' | 'headline' | 'profile_photo_url' | 'profile_type' | 'university'
>

/** One pending request as `GET /api/associates/requests` returns it. */
export interface AssociateRequest {
  id: string
  status: 'pending'
  message: string | null
  created_at: string
  sender: RequestParty
  recipient: RequestParty
  mutual: { total: number; names: string[] }
}

export interface RequestPage {
  data: AssociateRequest[]
  count: number
  nextCursor: string | null
}

export interface AssociateEntry {
  created_at: string
  associate: Pick<
    Tables<'profiles'>,
    'id' | 'name' | 'headline' | 'profile_photo_url' | 'profile_type' | 'verification_status' | 'university'
  >
}

export interface Suggestion {
  id: string
  name: string
  headline: string | null
  profile_photo_url: string | null
  profile_type: string | null
  university: string | null
  mutual_count: number
  same_university: boolean
  shared_skills: string[]
  shared_interests: string[]
}

export const REQUEST_PAGE_SIZE = 20
export const REQUEST_NOTE_LIMIT = 300
