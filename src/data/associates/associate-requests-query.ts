import { queryOptions } from '@tanstack/react-query'
import { AppError, UnauthorizedError } from '@/lib/errors'
import { keysetQueryOptions } from '@/data/keyset-query'
import { getSupabase } from '@/lib/supabase'
import { STALE } from '@/lib/stale'
import { REQUEST_PAGE_SIZE, type RequestPage } from './associate-types'
import { associateKeys, type RequestDirection } from './keys'
import { t } from '@/lib/i18n'

async function fetchRequests(
  type: RequestDirection,
  params: { limit?: number; cursor?: string | null },
  signal: AbortSignal,
): Promise<RequestPage> {
  const supabase = await getSupabase()
  const token = (await supabase.auth.getSession()).data.session?.access_token
  if (!token) throw new UnauthorizedError(t('Sign in again to see your requests'))
  const search = new URLSearchParams({ type })
  if (params.limit) search.set('limit', String(params.limit))
  if (params.cursor) search.set('cursor', params.cursor)
  const res = await fetch(`/api/associates/requests?${search}`, {
    headers: { Authorization: `Bearer ${token}` },
    signal,
  })
  const body = (await res.json().catch(() => null)) as
    (RequestPage & { error?: undefined }) | { error: { code: string; message: string } } | null
  if (!res.ok || !body || body.error) {
    const message = body?.error?.message ?? 'Could not load associate requests'
    throw res.status === 401 ? new UnauthorizedError(message) : new AppError(message, body?.error?.code)
  }
  return body
}

/**
 * How many associate requests wait for the member (SPEC §7: the side-nav badge; any failure counts as 0).
 * Kept live by `useAssociateRequestsRealtime`.
 */
export const receivedRequestCountQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: associateKeys.receivedCount(userId),
    enabled: !!userId,
    staleTime: STALE.minutes1,
    queryFn: async ({ signal }) => {
      try {
        const page = await fetchRequests('received', { limit: 1 }, signal)
        return typeof page.count === 'number' ? page.count : Array.isArray(page.data) ? page.data.length : 0
      } catch {
        return 0
      }
    },
  })

/** Pending requests, newest first, in cursor pages. */
export const requestsQueryOptions = (type: RequestDirection) =>
  keysetQueryOptions(associateKeys.requestList(type), (cursor: string | null, signal) =>
    fetchRequests(type, { limit: REQUEST_PAGE_SIZE, cursor }, signal),
  )
