import { queryOptions } from '@tanstack/react-query'
import { AppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { STALE } from '@/lib/stale'
import { analyticsKeys } from './keys'
import { t } from '@/lib/i18n'

/**
 * GET /api/analytics/me/summary (SPEC §7): JSON content type, bearer authorization when a session
 * token exists, the period before for comparison. Answers the raw body: the dashboard reads it
 * defensively (SPEC §5). A non-OK answer throws 'Failed to load analytics' (SPEC §8).
 */
export async function fetchAnalyticsSummary(days: number, signal?: AbortSignal): Promise<unknown> {
  const supabase = await getSupabase()
  const token = (await supabase.auth.getSession()).data.session?.access_token
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const res = await fetch(`/api/analytics/me/summary?days=${days}&compare=previous`, { headers, signal })
  if (!res.ok) throw new AppError(t('Failed to load analytics'), String(res.status))
  return res.json()
}

export const analyticsSummaryQueryOptions = (userId: string, days: number) =>
  queryOptions({
    queryKey: analyticsKeys.summary(userId, days),
    enabled: !!userId,
    staleTime: STALE.minutes1,
    queryFn: ({ signal }) => fetchAnalyticsSummary(days, signal),
  })
