import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { STALE } from '@/lib/stale'
import { associateKeys } from './keys'

/** How many associate requests wait for the member; any failure counts as 0 (SPEC §7). */
export const receivedRequestCountQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...associateKeys.requests('received'), 'count', userId] as const,
    enabled: !!userId,
    staleTime: STALE.minutes1,
    queryFn: async ({ signal }) => {
      try {
        const supabase = await getSupabase()
        const token = (await supabase.auth.getSession()).data.session?.access_token
        if (!token) return 0
        const res = await fetch('/api/associates/requests?type=received', {
          headers: { Authorization: `Bearer ${token}` },
          signal,
        })
        if (!res.ok) return 0
        const body = (await res.json()) as { data?: unknown }
        return Array.isArray(body.data) ? body.data.length : 0
      } catch {
        return 0
      }
    },
  })
