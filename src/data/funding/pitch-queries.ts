import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { idKeysetPage, keysetQueryOptions } from '@/data/keyset-query'
import { fundingKeys } from './keys'
import {
  DECK_URL_SECONDS,
  PITCH_PAGE_SIZE,
  type Pitch,
  type PitchFilters,
  type PitchInterest,
  type PitchPerson,
  type PitchView,
  type PublishedPitch,
} from './pitch-types'

const PERSON = 'id, name, headline, profile_photo_url, profile_type'

/** Published pitches for investors and philanthropists, newest first, in keyset pages. */
export const pitchSearchQueryOptions = (filters: PitchFilters) =>
  keysetQueryOptions(fundingKeys.pitches(filters), async (cursor: string | null, signal) => {
    const supabase = await getSupabase()
    const { data, error } = await supabase
      .rpc('search_pitches', {
        q: filters.q || undefined,
        stages: filters.stages.length ? filters.stages : undefined,
        sector: filters.sector || undefined,
        min_ask: filters.minAsk ?? undefined,
        max_ask: filters.maxAsk ?? undefined,
        after_id: cursor ?? undefined,
        page_size: PITCH_PAGE_SIZE,
      })
      .select(`*, founder:profiles!founder_id(${PERSON})`)
      .abortSignal(signal)
      .overrideTypes<PublishedPitch[], { merge: false }>()
    if (error) throw toAppError(error)
    return idKeysetPage(data, PITCH_PAGE_SIZE)
  })

export const myPitchesQueryOptions = (me: string) =>
  queryOptions({
    queryKey: fundingKeys.myPitches(me),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('pitches')
        .select('*')
        .eq('founder_id', me)
        .order('created_at', { ascending: false })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data as Pitch[]
    },
  })

export const pitchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: fundingKeys.pitch(id),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('pitches')
        .select(`*, founder:profiles!founder_id(${PERSON})`)
        .eq('id', id)
        .abortSignal(signal)
        .maybeSingle()
        .overrideTypes<PublishedPitch | null, { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

/** Who opened the deck (the founder's view). */
export const pitchViewsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: fundingKeys.views(id),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('pitch_views')
        .select(`*, viewer:profiles!viewer_id(${PERSON})`)
        .eq('pitch_id', id)
        .order('created_at', { ascending: false })
        .abortSignal(signal)
        .overrideTypes<PitchView[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

/** Interests in a pitch: all of them for its founder, the caller's own for an investor. */
export const pitchInterestsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: fundingKeys.interests(id),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('pitch_interests')
        .select(`*, investor:profiles!investor_id(${PERSON})`)
        .eq('pitch_id', id)
        .order('created_at', { ascending: false })
        .abortSignal(signal)
        .overrideTypes<PitchInterest[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

/** Records the view and answers a signed URL for the deck that expires after two minutes. */
export async function openPitchDeck(pitchId: string): Promise<string> {
  const supabase = await getSupabase()
  const { data: path, error } = await supabase.rpc('open_pitch_deck', { pitch: pitchId })
  if (error) throw toAppError(error)
  if (!path) throw toAppError({ message: 'This pitch has no deck yet' })
  const signed = await supabase.storage.from('documents').createSignedUrl(path, DECK_URL_SECONDS)
  if (signed.error) throw toAppError({ message: signed.error.message })
  return signed.data.signedUrl
}

/**
 * A pitch's team as the caller may see it: `profiles`' RLS hides members the caller may not see (a
 * private profile), so an investor sees the public ones only. In the order the founder gave.
 */
export const pitchTeamQueryOptions = (ids: string[]) =>
  queryOptions({
    queryKey: fundingKeys.team(ids),
    queryFn: async ({ signal }) => {
      if (ids.length === 0) return [] as PitchPerson[]
      const supabase = await getSupabase()
      const { data, error } = await supabase.from('profiles').select(PERSON).in('id', ids).abortSignal(signal)
      if (error) throw toAppError(error)
      const byId = new Map(data.map((p) => [p.id, p as PitchPerson] as const))
      return ids.flatMap((id) => byId.get(id) ?? [])
    },
    staleTime: STALE.minutes1,
  })

/** Members a founder may name on a team: public profiles matching a name (two letters or more). */
export const teamCandidatesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: fundingKeys.teamCandidates(search),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('search_people', { query: search, page_size: 20 }).abortSignal(signal)
      if (error) throw toAppError(error)
      return data.map((p): PitchPerson => ({
        id: p.id,
        name: p.name,
        headline: p.headline,
        profile_photo_url: p.profile_photo_url,
        profile_type: p.profile_type,
      }))
    },
    staleTime: STALE.seconds30,
  })
