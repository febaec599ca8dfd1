import { json, jsonError } from '../../../server/http.ts'
import { requireUser } from '../../../server/require-user.ts'

const DEFAULT_DAYS = 14

/** Whole days from 1 to 365; null when the value is anything else. */
function parseDays(value: string | null): number | null {
  if (value === null) return DEFAULT_DAYS
  if (!/^\d{1,3}$/.test(value)) return null
  const days = Number(value)
  return days >= 1 && days <= 365 ? days : null
}

/**
 * GET /api/analytics/me/summary?days=14[&compare=previous] — the caller's own analytics events per day
 * and event type (SPEC §7): `{ data: { totalEvents, daily: [{ day, event_type, count }] } }`. With
 * `compare=previous`, `data.previous` holds the same for the period just before. Whose events is
 * decided by the token alone; any other parameter is ignored.
 */
export async function GET(request: Request): Promise<Response> {
  const caller = await requireUser(request)
  if (caller instanceof Response) return caller
  const params = new URL(request.url).searchParams
  const days = parseDays(params.get('days'))
  if (days === null) return jsonError(400, 'invalid_days', 'days must be a whole number from 1 to 365.')
  const compare = params.get('compare') === 'previous'
  const [current, previous] = await Promise.all([
    caller.supabase.rpc('analytics_summary', { days, ends_days_ago: 0 }),
    compare ? caller.supabase.rpc('analytics_summary', { days, ends_days_ago: days }) : null,
  ])
  if (current.error || previous?.error) {
    return jsonError(500, 'query_failed', 'Could not load your analytics.')
  }
  const summary = current.data
  // analytics_summary always builds an object; its generated type is any `Json`.
  if (!compare || typeof summary !== 'object' || summary === null) return json({ data: summary })
  return json({ data: { ...summary, previous: previous?.data } })
}
