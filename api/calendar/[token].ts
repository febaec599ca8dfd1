import { jsonError } from '../../server/http.ts'
import { anonClient } from '../../server/supabase-client.ts'
import { buildCalendar, type CalendarEvent } from '../../src/lib/ics.ts'

interface FeedRow {
  id: string
  title: string
  description: string
  starts_at: string
  ends_at: string
  timezone: string
  is_online: boolean
  venue: string | null
  address: string | null
  status: string
  sequence: number
  updated_at: string
  organizer_name: string
  member_name: string
}

/**
 * GET /api/calendar/<secret token>.ics — the member's events as an iCalendar feed a phone calendar
 * subscribes to. The token is the only credential; replacing it on /upcoming-events revokes the old URL.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const match = /\/api\/calendar\/([A-Za-z0-9]{32,128})\.ics$/.exec(url.pathname)
  if (!match) return jsonError(404, 'not_found', 'No calendar at this address.')
  const { data, error } = await anonClient().rpc('calendar_feed', { feed_token: match[1] })
  if (error) return jsonError(502, 'feed_failed', 'The calendar could not be built. Try again shortly.')
  const rows: FeedRow[] = data ?? []
  if (rows.length === 0) {
    // An unknown token and a member with no events look alike, so a guessed token tells nothing.
    return new Response(buildCalendar([], { name: 'Campus Network events' }), { headers: headers() })
  }
  const events: CalendarEvent[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    timezone: r.timezone,
    location: r.is_online ? 'Online' : [r.venue, r.address].filter(Boolean).join(', '),
    url: `${url.origin}/upcoming-events?event=${r.id}`,
    cancelled: r.status === 'cancelled',
    sequence: r.sequence,
    updatedAt: r.updated_at,
    organizerName: r.organizer_name,
  }))
  const body = buildCalendar(events, { name: `${rows[0].member_name} · Campus Network events` })
  return new Response(body, { headers: headers() })
}

const headers = () => ({
  'content-type': 'text/calendar; charset=utf-8',
  'cache-control': 'private, max-age=300',
  'content-disposition': 'inline; filename="campus-network.ics"',
})
