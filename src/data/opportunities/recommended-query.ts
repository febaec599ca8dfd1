import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { STALE } from '@/lib/stale'
import type { Database } from '@/types/database'
import { opportunityKeys } from './keys'

/** One recommendation: `matched` (shared skills or interests) and `university` say why. */
export type RecommendedOpportunity = Database['public']['Functions']['recommended_opportunities']['Returns'][number]

/** Open opportunities for the member, matched in SQL (`recommended_opportunities`), best first. */
export const recommendedOpportunitiesQueryOptions = (userId: string, max = 5) =>
  queryOptions({
    queryKey: [...opportunityKeys.recommended(userId), max],
    staleTime: STALE.minutes1,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('recommended_opportunities', { max_results: max }).abortSignal(signal)
      if (error) throw toAppError(error)
      return data
    },
  })
