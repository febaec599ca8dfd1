import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import type { AssociateEntry, Suggestion } from './associate-types'
import { associateKeys } from './keys'

/** Associations are capped by nobody, but a screen reads at most this many (search narrows the rest). */
export const ASSOCIATE_LIST_LIMIT = 1000

/** The member's associates, newest first; the screen searches and re-sorts them in place. */
export const associatesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: associateKeys.list(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('associates')
        .select(
          'created_at, associate:profiles!associate_id(id, name, headline, profile_photo_url, profile_type, verification_status, university)',
        )
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .limit(ASSOCIATE_LIST_LIMIT)
        .abortSignal(signal)
        .overrideTypes<AssociateEntry[], { merge: false }>()
      if (error) throw toAppError(error)
      return data.filter((row) => row.associate)
    },
  })

/** People you may know, ranked in SQL with their reasons. */
export const suggestionsQueryOptions = () =>
  queryOptions({
    queryKey: associateKeys.suggestions(),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('associate_suggestions', { max_results: 20 })
        .abortSignal(signal)
        .overrideTypes<Suggestion[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })
