import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getSupabase } from '@/lib/supabase'
import type { MyRsvp } from './event-types'
import { eventKeys } from './keys'

/**
 * Live answers to one event. The organiser sees RSVPs and check-ins arrive (RLS lets only the organiser
 * and each member's own row through); a member sees their own answer change, e.g. moved up from the waitlist.
 */
export function useEventRsvpsRealtime(eventId: string | null, userId: string | null, isOrganizer: boolean) {
  const qc = useQueryClient()
  useEffect(() => {
    if (!eventId || !userId) return
    let cancelled = false
    let cleanup = () => {}
    let timer: ReturnType<typeof setTimeout> | undefined
    // Many check-ins in a burst refresh the list once.
    const refresh = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        void qc.invalidateQueries({ queryKey: eventKeys.organizerRsvps(eventId) })
        void qc.invalidateQueries({ queryKey: eventKeys.detail(eventId) })
        void qc.invalidateQueries({ queryKey: eventKeys.attendees(eventId) })
      }, 250)
    }
    void getSupabase().then((supabase) => {
      if (cancelled) return
      const channel = supabase
        .channel(`event-rsvps:${eventId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'event_rsvps', filter: `event_id=eq.${eventId}` },
          (payload) => {
            const row = payload.new as Partial<MyRsvp> & { user_id?: string }
            if (row.user_id === userId && row.status) {
              qc.setQueryData<MyRsvp | null>(eventKeys.myRsvp(eventId), (r) => ({
                ticket_code: row.ticket_code ?? r?.ticket_code ?? '',
                checked_in_at: row.checked_in_at ?? null,
                status: row.status!,
              }))
              void qc.invalidateQueries({ queryKey: eventKeys.link(eventId) })
            }
            if (isOrganizer) refresh()
          },
        )
        .subscribe()
      cleanup = () => void supabase.removeChannel(channel)
    })
    return () => {
      cancelled = true
      clearTimeout(timer)
      cleanup()
    }
  }, [qc, eventId, userId, isOrganizer])
}
