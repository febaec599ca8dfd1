import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useRealtimeChannel } from '@/data/realtime/use-realtime-channel'
import type { MyRsvp } from './event-types'
import { eventKeys } from './keys'

/**
 * Live answers to one event. The organiser sees RSVPs and check-ins arrive (RLS lets only the organiser
 * and each member's own row through); a member sees their own answer change, e.g. moved up from the waitlist.
 */
export function useEventRsvpsRealtime(eventId: string | null, userId: string | null, isOrganizer: boolean) {
  const qc = useQueryClient()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [eventId, userId])
  // Many check-ins in a burst refresh the list once.
  const refresh = (id: string) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      void qc.invalidateQueries({ queryKey: eventKeys.organizerRsvps(id) })
      void qc.invalidateQueries({ queryKey: eventKeys.detail(id) })
      void qc.invalidateQueries({ queryKey: eventKeys.attendees(id) })
    }, 250)
  }
  useRealtimeChannel({
    name: eventId && userId && `event-rsvps:${eventId}`,
    bindings: [
      {
        type: 'postgres_changes',
        filter: { event: '*', table: 'event_rsvps', filter: `event_id=eq.${eventId}` },
        on: (payload) => {
          if (!eventId) return
          const row = payload.new as Partial<MyRsvp> & { user_id?: string }
          if (row.user_id === userId && row.status) {
            qc.setQueryData<MyRsvp | null>(eventKeys.myRsvp(eventId), (r) => ({
              ticket_code: row.ticket_code ?? r?.ticket_code ?? '',
              checked_in_at: row.checked_in_at ?? null,
              status: row.status!,
            }))
            void qc.invalidateQueries({ queryKey: eventKeys.link(eventId) })
          }
          if (isOrganizer) refresh(eventId)
        },
      },
    ],
  })
}
