import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
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
