import { queryOptions } from '@tanstack/react-query'
import type { Database, Tables } from '@/types/database'
import { isUuid, toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { profileKeys } from './keys'

export const visibleProfileCountQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.visibleCount(),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { count, error } = await supabase
        .from('profiles')
        .select('id', { count: 'exact', head: true })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return count ?? 0
    },
  })

export const ownProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.own(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('user_profiles')
        .select('name, profile_type, profile_completion_score, verification_status, updated_at')
        .eq('user_id', userId)
        .abortSignal(signal)
        .single()
      if (error) throw toAppError(error)
      return data
    },
  })

/** Every field of the owner's row, for editing. */
export const fullOwnProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.ownFull(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('user_profiles')
        .select('*')
        .eq('user_id', userId)
        .abortSignal(signal)
        .single()
      if (error) throw toAppError(error)
      return data
    },
  })

export type PublicProfile = Tables<'profiles'>
export type ProfileCard = Database['public']['Functions']['profile_card']['Returns'][number]

/**
 * A member as the reader may see them: the full public projection, or, for a private profile the
 * reader is not an associate of, only the minimal card. Null when there is no such member.
 */
export const publicProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: profileKeys.public(id),
    queryFn: async ({ signal }): Promise<{ profile: PublicProfile } | { card: ProfileCard } | null> => {
      if (!isUuid(id)) return null
      const supabase = await getSupabase()
      const { data, error } = await supabase.from('profiles').select('*').eq('id', id).abortSignal(signal).maybeSingle()
      if (error) throw toAppError(error)
      if (data) return { profile: data }
      const card = await supabase.rpc('profile_card', { member_id: id }).abortSignal(signal)
      if (card.error) throw toAppError(card.error)
      return card.data[0] ? { card: card.data[0] } : null
    },
  })

const PERSON = 'id, name, headline, profile_photo_url, profile_type, verification_status'

/** Visible members whose name matches, most followed first (people search and @mention suggestions). */
export const peopleSearchQueryOptions = (query: string, limit = 8) =>
  queryOptions({
    queryKey: profileKeys.searchPage(query, limit),
    enabled: query.trim().length > 0,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const term = query.trim().replace(/[%_,()]/g, ' ')
      const { data, error } = await supabase
        .from('profiles')
        .select(PERSON)
        .or(`name.ilike.%${term}%,headline.ilike.%${term}%`)
        .order('follower_count', { ascending: false })
        .limit(limit)
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data
    },
  })
