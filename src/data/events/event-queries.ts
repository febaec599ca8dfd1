import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { webSearchText } from '@/lib/web-search'
import { eventKeys } from './keys'
import {
  COMMUNITY_EMBED,
  EVENT_CARD_COLUMNS,
  EVENT_PAGE_SIZE,
  ORGANIZER_EMBED,
  type Attendee,
  type EventCard,
  type EventCursor,
  type EventDetail,
  type EventFilters,
  type MyRsvp,
  type OrganizerRsvp,
  type RsvpStatus,
} from './event-types'

/** Keyset condition: strictly later than the cursor in (starts_at, id) order. */
export const laterThan = (c: EventCursor) =>
  `starts_at.gt."${c.startsAt}",and(starts_at.eq."${c.startsAt}",id.gt.${c.id})`

const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString()
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString()

/** Scheduled events starting in the range that match the filters, soonest first. */
async function fetchEvents(
  filters: EventFilters,
  range: { from: string; to: string | null },
  limit: number,
  cursor: EventCursor | null,
  signal: AbortSignal,
) {
  const supabase = await getSupabase()
  let query = supabase
    .from('events')
    .select(`${EVENT_CARD_COLUMNS}, ${ORGANIZER_EMBED}`)
    .eq('status', 'scheduled')
    // Starting from `from`: a range on the ordered (starts_at, id) index, whatever lies before it.
    .gte('starts_at', range.from)
  if (range.to) query = query.lte('starts_at', range.to)
  if (filters.query.trim())
    query = query.textSearch('search', webSearchText(filters.query.trim()), { type: 'websearch', config: 'english' })
  if (filters.category) query = query.eq('category', filters.category)
  if (filters.mode) query = query.eq('is_online', filters.mode === 'online')
  if (filters.near.trim()) {
    const near = filters.near.trim().replace(/[%_,()"]/g, ' ')
    query = query.or(`venue.ilike.%${near}%,address.ilike.%${near}%`)
  }
  if (filters.freeSeats) query = query.or('capacity.is.null,seats_left.gt.0')
  if (cursor) query = query.or(laterThan(cursor))
  const { data, error } = await query
    .order('starts_at')
    .order('id')
    .limit(limit)
    .abortSignal(signal)
    .overrideTypes<EventCard[], { merge: false }>()
  if (error) throw toAppError(error)
  return data
}

export const discoverEventsQueryOptions = (filters: EventFilters) =>
  infiniteQueryOptions({
    queryKey: eventKeys.discover(filters),
    initialPageParam: null as EventCursor | null,
    queryFn: async ({ pageParam, signal }) => {
      const now = new Date().toISOString()
      const from = filters.from && dayStart(filters.from) > now ? dayStart(filters.from) : now
      const items = await fetchEvents(
        filters,
        { from, to: filters.to ? dayEnd(filters.to) : null },
        EVENT_PAGE_SIZE,
        pageParam,
        signal,
      )
      const last = items.at(-1)
      return {
        items,
        nextCursor: items.length === EVENT_PAGE_SIZE && last ? { startsAt: last.starts_at, id: last.id } : null,
      }
    },
    getNextPageParam: (page) => page.nextCursor,
  })

/** Every matching event of one month (yyyy-mm), for the calendar view. */
export const monthEventsQueryOptions = (month: string, filters: EventFilters) =>
  queryOptions({
    queryKey: eventKeys.month(month, filters),
    queryFn: ({ signal }) => {
      const [y, m] = month.split('-').map(Number)
      const from = new Date(y, m - 1, 1).toISOString()
      const to = new Date(y, m, 0, 23, 59, 59, 999).toISOString()
      return fetchEvents(filters, { from, to }, 300, null, signal)
    },
  })

/**
 * A community's events the member may see: upcoming ones soonest first (cancelled ones too, marked, so
 * members who planned on them notice), or past ones most recent first. Keyset pages on (starts_at, id).
 */
export const communityEventsQueryOptions = (communityId: string, when: 'upcoming' | 'past') =>
  infiniteQueryOptions({
    queryKey: eventKeys.community(communityId, when),
    initialPageParam: null as EventCursor | null,
    queryFn: async ({ pageParam, signal }) => {
      const supabase = await getSupabase()
      const now = new Date().toISOString()
      const upcoming = when === 'upcoming'
      let query = supabase
        .from('events')
        .select(`${EVENT_CARD_COLUMNS}, ${ORGANIZER_EMBED}`)
        .eq('community_id', communityId)
      query = upcoming ? query.gte('ends_at', now) : query.lt('ends_at', now)
      if (pageParam)
        query = query.or(
          upcoming
            ? laterThan(pageParam)
            : `starts_at.lt."${pageParam.startsAt}",and(starts_at.eq."${pageParam.startsAt}",id.lt.${pageParam.id})`,
        )
      const { data, error } = await query
        .order('starts_at', { ascending: upcoming })
        .order('id', { ascending: upcoming })
        .limit(EVENT_PAGE_SIZE)
        .abortSignal(signal)
        .overrideTypes<EventCard[], { merge: false }>()
      if (error) throw toAppError(error)
      const last = data.at(-1)
      return {
        items: data,
        nextCursor: data.length === EVENT_PAGE_SIZE && last ? { startsAt: last.starts_at, id: last.id } : null,
      }
    },
    getNextPageParam: (page) => page.nextCursor,
  })

export type MyEvent = MyRsvp & { event: EventCard }

/** The member's answers to events that have not ended, soonest first. */
export const myEventsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: eventKeys.mine(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('event_rsvps')
        .select(`status, ticket_code, checked_in_at, event:events!inner(${EVENT_CARD_COLUMNS}, ${ORGANIZER_EMBED})`)
        .eq('user_id', userId)
        .in('status', ['going', 'interested', 'waitlisted'])
        .gte('event.ends_at', new Date(Date.now() - 7 * 86_400_000).toISOString())
        .abortSignal(signal)
        .overrideTypes<MyEvent[], { merge: false }>()
      if (error) throw toAppError(error)
      return data.sort((a, b) => a.event.starts_at.localeCompare(b.event.starts_at))
    },
  })

/** Events the member organises, upcoming first, then the past ones newest first. */
export const hostingEventsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: eventKeys.hosting(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('events')
        .select(`${EVENT_CARD_COLUMNS}, ${ORGANIZER_EMBED}`)
        .eq('organizer_id', userId)
        .order('starts_at', { ascending: false })
        .limit(200)
        .abortSignal(signal)
        .overrideTypes<EventCard[], { merge: false }>()
      if (error) throw toAppError(error)
      const now = new Date().toISOString()
      const upcoming = data.filter((e) => e.ends_at >= now).reverse()
      return [...upcoming, ...data.filter((e) => e.ends_at < now)]
    },
  })

/** One event; null when it does not exist or the member may not see it. */
export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('events')
        .select(`${EVENT_CARD_COLUMNS}, description, cancel_message, ${ORGANIZER_EMBED}, ${COMMUNITY_EMBED}`)
        .eq('id', id)
        .abortSignal(signal)
        .maybeSingle()
        .overrideTypes<EventDetail | null, { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

export const myRsvpQueryOptions = (userId: string, eventId: string) =>
  queryOptions({
    queryKey: eventKeys.myRsvp(eventId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('event_rsvps')
        .select('status, ticket_code, checked_in_at')
        .eq('event_id', eventId)
        .eq('user_id', userId)
        .abortSignal(signal)
        .maybeSingle()
        .overrideTypes<MyRsvp | null, { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

/** The online link: only the organiser and members going get a row. */
export const eventLinkQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.link(eventId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('event_links')
        .select('url')
        .eq('event_id', eventId)
        .abortSignal(signal)
        .maybeSingle()
      if (error) throw toAppError(error)
      return data?.url ?? null
    },
  })

export const attendeesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.attendees(eventId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('event_attendees', { event_id: eventId, max_rows: 60 })
        .abortSignal(signal)
        .overrideTypes<Attendee[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

/** Everyone who answered, for the organiser: going, waitlist in order, interested, declined. */
export const organizerRsvpsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.organizerRsvps(eventId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('event_rsvps')
        .select(
          'user_id, status, ticket_code, checked_in_at, created_at, waitlisted_at, member:profiles!user_id(id, name, profile_photo_url, email, headline)',
        )
        .eq('event_id', eventId)
        .order('created_at')
        .limit(2000)
        .abortSignal(signal)
        .overrideTypes<OrganizerRsvp[], { merge: false }>()
      if (error) throw toAppError(error)
      const rank: Record<RsvpStatus, number> = { going: 0, waitlisted: 1, interested: 2, declined: 3 }
      return data.sort(
        (a, b) =>
          rank[a.status] - rank[b.status] ||
          (a.waitlisted_at ?? a.created_at).localeCompare(b.waitlisted_at ?? b.created_at),
      )
    },
  })

export const calendarTokenQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: eventKeys.calendarToken(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('calendar_tokens')
        .select('token, created_at')
        .eq('user_id', userId)
        .abortSignal(signal)
        .maybeSingle()
      if (error) throw toAppError(error)
      return data
    },
  })
