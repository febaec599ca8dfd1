import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import type { TablesInsert } from '@/types/database'
import type { MyRsvp, RsvpStatus } from './event-types'
import { eventKeys } from './keys'
import { t } from '@/lib/i18n'

export type EventInput = Omit<
  TablesInsert<'events'>,
  | 'organizer_id'
  | 'search'
  | 'status'
  | 'going_count'
  | 'interested_count'
  | 'waitlist_count'
  | 'checked_in_count'
  | 'seats_left'
  | 'sequence'
>

/** Creates or edits an event and its online link (kept apart: only members going may read it). */
export function useSaveEvent(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, values, link }: { id: string | null; values: EventInput; link: string | null }) => {
      const supabase = await getSupabase()
      const { data, error } = id
        ? await supabase.from('events').update(values).eq('id', id).select('id').single()
        : await supabase
            .from('events')
            .insert({ ...values, organizer_id: userId })
            .select('id')
            .single()
      if (error) throw toAppError(error)
      const linkResult = link
        ? await supabase
            .from('event_links')
            .upsert({ event_id: data.id, url: link, updated_at: new Date().toISOString() })
        : await supabase.from('event_links').delete().eq('event_id', data.id)
      if (linkResult.error) throw toAppError(linkResult.error)
      return data
    },
    onSuccess: async (_, { id }) => {
      void notify(id ? t('Event updated — attendees’ calendars will follow') : t('Event published'), 'success')
      await qc.invalidateQueries({ queryKey: eventKeys.all })
    },
    // The event form shows the error inline.
    meta: { errorToast: false },
  })
}

/**
 * Going / Interested / Not going: the page shows the answer at once (a full event's "going" shows as
 * the waitlist as soon as the server says so) and puts the old one back if the server refuses.
 */
export function useRsvp(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (status: Exclude<RsvpStatus, 'waitlisted'>) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('rsvp_event', { event_id: eventId, status })
        .select('status, ticket_code, checked_in_at')
        .single<MyRsvp>()
      if (error) throw toAppError(error)
      return data
    },
    onMutate: async (status) => {
      await qc.cancelQueries({ queryKey: eventKeys.myRsvp(eventId) })
      const before = qc.getQueryData<MyRsvp | null>(eventKeys.myRsvp(eventId))
      qc.setQueryData<MyRsvp | null>(eventKeys.myRsvp(eventId), (r) => ({
        ticket_code: r?.ticket_code ?? '',
        checked_in_at: r?.checked_in_at ?? null,
        status,
      }))
      return { before }
    },
    meta: { errorToast: t('Your answer was not saved') },
    onError: (_error, _, context) => qc.setQueryData(eventKeys.myRsvp(eventId), context?.before ?? null),
    onSuccess: (rsvp) => {
      qc.setQueryData(eventKeys.myRsvp(eventId), rsvp)
      if (rsvp.status === 'waitlisted')
        void notify(
          t('The event is full — you are on the waitlist'),
          'info',
          t('We will tell you when a seat frees up.'),
        )
      else if (rsvp.status === 'going')
        void notify(t('You are going'), 'success', t('Your ticket is ready on the event page.'))
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
        qc.invalidateQueries({ queryKey: eventKeys.attendees(eventId) }),
        qc.invalidateQueries({ queryKey: eventKeys.link(eventId) }),
        qc.invalidateQueries({ queryKey: eventKeys.mineAll() }),
      ]),
  })
}

export function useCancelEvent(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (message: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('cancel_event', { event_id: eventId, message })
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      void notify(t('Event cancelled — everyone who answered has been told'), 'success')
      await qc.invalidateQueries({ queryKey: eventKeys.all })
    },
    // The cancel dialog shows the error inline.
    meta: { errorToast: false },
  })
}

export function useMessageAttendees(eventId: string) {
  return useMutation({
    mutationFn: async ({ message, includeInterested }: { message: string; includeInterested: boolean }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('message_event_attendees', {
        event_id: eventId,
        message,
        include_interested: includeInterested,
      })
      if (error) throw toAppError(error)
      return data as number
    },
    onSuccess: (sent) =>
      void notify(
        t('Message sent to {count, plural, one {# attendee} other {# attendees}}', { count: sent }),
        'success',
      ),
    // The organiser panel shows the error inline.
    meta: { errorToast: false },
  })
}

export interface CheckInResult {
  user_id: string
  name: string
  profile_photo_url: string | null
  checked_in_at: string
  already_checked_in: boolean
}

export function useCheckIn(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('check_in_attendee', { event_id: eventId, code })
        .single<CheckInResult>()
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: eventKeys.organizerRsvps(eventId) }),
        qc.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
      ]),
    // The check-in scanner shows the error inline.
    meta: { errorToast: false },
  })
}

/** A new calendar feed address; the old one stops working at once. */
export function useRotateCalendarToken(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('rotate_calendar_token')
      if (error) throw toAppError(error)
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: eventKeys.calendarToken(userId) }),
    // The calendar feed card shows the error inline.
    meta: { errorToast: false },
  })
}

export function useRevokeCalendarToken(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('calendar_tokens').delete().eq('user_id', userId)
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      void notify(t('Calendar feed turned off — the old address no longer works'), 'success')
      await qc.invalidateQueries({ queryKey: eventKeys.calendarToken(userId) })
    },
    // The calendar feed card shows the error inline.
    meta: { errorToast: false },
  })
}
