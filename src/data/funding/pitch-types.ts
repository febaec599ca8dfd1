import type { Tables, TablesInsert } from '@/types/database'

export type Pitch = Tables<'pitches'>
export type PitchInput = Omit<
  TablesInsert<'pitches'>,
  'id' | 'founder_id' | 'deck_path' | 'view_count' | 'interest_count' | 'published_at' | 'created_at' | 'updated_at'
>

export const PITCH_STAGES = [
  { value: 'idea', label: 'Idea' },
  { value: 'prototype', label: 'Prototype' },
  { value: 'mvp', label: 'MVP' },
  { value: 'revenue', label: 'Revenue' },
  { value: 'growth', label: 'Growth' },
] as const
export type PitchStage = (typeof PITCH_STAGES)[number]['value']

export interface PitchFilters {
  q: string
  stages: string[]
  sector: string
  minAsk: number | null
  maxAsk: number | null
}

export const EMPTY_PITCH_FILTERS: PitchFilters = { q: '', stages: [], sector: '', minAsk: null, maxAsk: null }
export const PITCH_PAGE_SIZE = 20

/** Where a pitch's deck lives in the private documents bucket: the founder's folder first. */
export const deckPath = (founderId: string, pitchId: string) => `${founderId}/pitches/${pitchId}/deck.pdf`

/** How long a signed deck URL works, in seconds. */
export const DECK_URL_SECONDS = 120

export type PitchPerson = Pick<Tables<'profiles'>, 'id' | 'name' | 'headline' | 'profile_photo_url' | 'profile_type'>
export type PitchView = Tables<'pitch_views'> & { viewer: PitchPerson | null }
export type PitchInterest = Tables<'pitch_interests'> & { investor: PitchPerson | null }
export type PublishedPitch = Pitch & { founder: PitchPerson | null }
