import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { eventKeys } from './keys'
import { EVENT_CARD_COLUMNS, ORGANIZER_EMBED, type EventCard, type RsvpStatus } from './event-types'

export interface UpcomingEvent {
  event: EventCard
  /** The member's answer; null for an event they have not answered yet. */
  status: RsvpStatus | null
}

/**
 * The next few events for the home page: the ones the member is going to or interested in first, then the
 * soonest others they may see (RLS decides which), none that has started.
 */
export const upcomingForYouQueryOptions = (userId: string, max = 3) =>
  queryOptions({
    queryKey: [...eventKeys.forYou(userId), max],
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const now = new Date().toISOString()
      const [mine, soon] = await Promise.all([
        supabase
          .from('event_rsvps')
          .select(`status, event:events!inner(${EVENT_CARD_COLUMNS}, ${ORGANIZER_EMBED})`)
          .eq('user_id', userId)
          .in('status', ['going', 'interested', 'waitlisted'])
          .eq('event.status', 'scheduled')
          .gte('event.starts_at', now)
          .abortSignal(signal)
          .overrideTypes<UpcomingEvent[], { merge: false }>(),
        supabase
          .from('events')
          .select(`${EVENT_CARD_COLUMNS}, ${ORGANIZER_EMBED}`)
          .eq('status', 'scheduled')
          .gte('starts_at', now)
          .order('starts_at')
          .order('id')
          .limit(max + 5)
          .abortSignal(signal)
          .overrideTypes<EventCard[], { merge: false }>(),
      ])
      if (mine.error) throw toAppError(mine.error)
      if (soon.error) throw toAppError(soon.error)
      const answered = mine.data.sort((a, b) => a.event.starts_at.localeCompare(b.event.starts_at))
      const seen = new Set(answered.map((row) => row.event.id))
      const others = soon.data.filter((e) => !seen.has(e.id))
      return [...answered, ...others.map((event) => ({ event, status: null }))].slice(0, max)
    },
  })
