import { paths } from '@/config/paths'
import { EMPTY_EVENT_FILTERS, EVENT_CATEGORIES, type EventCard, type EventFilters } from '@/data/events/event-types'
import type { CalendarEvent } from '@/lib/ics'
import { msg, t } from '@/lib/i18n'

// The category labels in @/data/events are English; these are the same texts, marked for the catalog.
const CATEGORY_LABELS: Record<string, string> = {
  career_fair: msg('Career fair'),
  info_session: msg('Info session'),
  workshop: msg('Workshop'),
  hackathon: msg('Hackathon'),
  lecture: msg('Lecture'),
  meetup: msg('Meetup'),
  other: msg('Other'),
}

export const categoryLabel = (value: string) => t(CATEGORY_LABELS[value] ?? CATEGORY_LABELS.other)

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Discover's filters live in the URL, so a search can be shared and Back works. */
export function filtersFromParams(p: URLSearchParams): EventFilters {
  const category = p.get('category')
  const mode = p.get('mode')
  return {
    query: p.get('q') ?? '',
    from: DAY.test(p.get('from') ?? '') ? p.get('from') : null,
    to: DAY.test(p.get('to') ?? '') ? p.get('to') : null,
    category: EVENT_CATEGORIES.some((c) => c.value === category) ? (category as EventFilters['category']) : null,
    mode: mode === 'online' || mode === 'in_person' ? mode : null,
    near: p.get('near') ?? '',
    freeSeats: p.get('seats') === '1',
  }
}

export function applyFilters(p: URLSearchParams, f: EventFilters): URLSearchParams {
  const set = (key: string, value: string | null | false) => (value ? p.set(key, value) : p.delete(key))
  set('q', f.query.trim())
  set('from', f.from)
  set('to', f.to)
  set('category', f.category)
  set('mode', f.mode)
  set('near', f.near.trim())
  set('seats', f.freeSeats && '1')
  return p
}

export const hasFilters = (f: EventFilters) => JSON.stringify(f) !== JSON.stringify(EMPTY_EVENT_FILTERS)

/** "Sat 28 Mar, 09:00 – 12:00 CET" in the given zone; both dates when it spans days. */
export function whenLabel(startsAt: string, endsAt: string, timeZone: string, locale?: string): string {
  const start = new Date(startsAt)
  const end = new Date(endsAt)
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' })
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(start)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  const sameDay = day.format(start) === day.format(end)
  return sameDay
    ? `${day.format(start)}, ${time.format(start)} – ${time.format(end)} ${zone}`
    : `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)} ${zone}`
}

/** The viewer's own zone, when it differs from the event's: what the same times are for them. */
export function localWhenLabel(e: Pick<EventCard, 'starts_at' | 'ends_at' | 'timezone'>, viewerZone: string) {
  const probe = new Date(e.starts_at)
  const offset = (zone: string) =>
    new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(probe)
      .find((p) => p.type === 'timeZoneName')?.value
  return offset(viewerZone) === offset(e.timezone) ? null : whenLabel(e.starts_at, e.ends_at, viewerZone)
}

export const placeLabel = (e: Pick<EventCard, 'is_online' | 'venue' | 'address'>) =>
  e.is_online ? t('Online') : [e.venue, e.address].filter(Boolean).join(', ')

/** Seats: "12 seats left", "Full · 3 on the waitlist", or nothing when there is no limit. */
export function seatsLabel(e: Pick<EventCard, 'capacity' | 'seats_left' | 'waitlist_count'>): string | null {
  if (e.capacity == null) return null
  const left = Math.max(e.seats_left ?? 0, 0)
  if (left > 0) return t('{count, plural, one {# seat left} other {# seats left}}', { count: left })
  return e.waitlist_count > 0
    ? t('Full · {count} on the waitlist', { count: e.waitlist_count })
    : t('Full · join the waitlist')
}

export const rsvpClosed = (e: Pick<EventCard, 'rsvp_deadline' | 'ends_at'>, now = Date.now()) =>
  now > Date.parse(e.rsvp_deadline ?? e.ends_at)

export function toCalendarEvent(e: EventCard & { description?: string }, origin: string): CalendarEvent {
  return {
    id: e.id,
    title: e.title,
    description: e.description ?? '',
    startsAt: e.starts_at,
    endsAt: e.ends_at,
    timezone: e.timezone,
    location: placeLabel(e),
    url: `${origin}${paths.event(e.id)}`,
    cancelled: e.status === 'cancelled',
    sequence: e.sequence,
    updatedAt: e.updated_at,
    organizerName: e.organizer?.name,
  }
}

/** The weeks (Monday first) of a month as day cells, with days of the next and previous months blank. */
export function monthGrid(month: string): Array<Array<string | null>> {
  const [y, m] = month.split('-').map(Number)
  const first = new Date(Date.UTC(y, m - 1, 1))
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const lead = (first.getUTCDay() + 6) % 7
  const cells: Array<string | null> = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
}

export const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number)
  const d = new Date(Date.UTC(y, m - 1 + by, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

/** The local calendar day (yyyy-mm-dd) an instant falls on, in the viewer's zone. */
export const localDay = (iso: string) => {
  const d = new Date(iso)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}
