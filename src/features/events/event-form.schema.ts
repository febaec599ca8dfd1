import * as v from 'valibot'
import type { EventInput } from '@/data/events/event-mutations'
import { EVENT_CATEGORIES, type EventCommunity, type EventDetail } from '@/data/events/event-types'
import { t } from '@/lib/i18n'
import { oneOf, titleRule, trimmedText } from '@/lib/form-rules'
import { isTimeZone, isoToWallTime, wallTimeToIso } from '@/lib/zoned-time'

const WALL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

export const eventFormSchema = v.pipe(
  v.object({
    title: titleRule,
    description: trimmedText(10000, () => t('Keep the description under 10,000 characters.')),
    category: oneOf(EVENT_CATEGORIES, () => t('Choose a category.')),
    timezone: v.pipe(
      v.string(),
      v.check(isTimeZone, () => t('Choose the time zone the times are in.')),
    ),
    starts: v.pipe(
      v.string(),
      v.regex(WALL, () => t('Choose when it starts.')),
    ),
    ends: v.pipe(
      v.string(),
      v.regex(WALL, () => t('Choose when it ends.')),
    ),
    mode: v.picklist(['in_person', 'online'] as const),
    venue: trimmedText(160, () => t('Keep the venue under 160 characters.')),
    address: trimmedText(300, () => t('Keep the address under 300 characters.')),
    link: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s === '' || /^https?:\/\/\S+$/i.test(s),
        () => t('Enter a link starting with https://'),
      ),
    ),
    capacity: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s === '' || (/^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= 100000),
        () => t('Capacity is a whole number of at least 1 (or empty for no limit).'),
      ),
    ),
    rsvp_deadline: v.pipe(
      v.string(),
      v.check(
        (s) => s === '' || WALL.test(s),
        () => t('Choose a date and time, or leave it empty.'),
      ),
    ),
    visibility: v.picklist(['public', 'associates', 'community'] as const),
    cover_url: v.nullable(v.string()),
  }),
  v.forward(
    v.check(
      (f) => f.ends > f.starts,
      () => t('The end must be after the start.'),
    ),
    ['ends'],
  ),
  v.forward(
    v.check(
      (f) => f.mode === 'online' || f.venue !== '',
      () => t('Name the venue (or make it an online event).'),
    ),
    ['venue'],
  ),
  v.forward(
    v.check(
      (f) => f.mode === 'in_person' || f.link !== '',
      () => t('Add the link attendees will join with.'),
    ),
    ['link'],
  ),
  v.forward(
    v.check(
      (f) => f.rsvp_deadline === '' || f.rsvp_deadline <= f.ends,
      () => t('RSVPs must close before the event ends.'),
    ),
    ['rsvp_deadline'],
  ),
)

export type EventFormValues = v.InferInput<typeof eventFormSchema>

export function toFormValues(
  event: EventDetail | null,
  link: string | null,
  defaultZone: string,
  community: EventCommunity | null = null,
): EventFormValues {
  if (!event) {
    const start = new Date(Date.now() + 7 * 86_400_000)
    start.setMinutes(0, 0, 0)
    start.setHours(17)
    const wall = isoToWallTime(start.toISOString(), defaultZone)
    return {
      title: '',
      description: '',
      category: 'info_session',
      timezone: defaultZone,
      starts: wall,
      ends: isoToWallTime(
        new Date(Date.parse(wallTimeToIso(wall, defaultZone)) + 2 * 3_600_000).toISOString(),
        defaultZone,
      ),
      mode: 'in_person',
      venue: '',
      address: '',
      link: '',
      capacity: '',
      rsvp_deadline: '',
      // A private community's events are for its members; a public one's are open unless the host says otherwise.
      visibility: community?.visibility === 'private' ? 'community' : 'public',
      cover_url: null,
    }
  }
  const zone = event.timezone
  return {
    title: event.title,
    description: event.description,
    category: event.category,
    timezone: zone,
    starts: isoToWallTime(event.starts_at, zone),
    ends: isoToWallTime(event.ends_at, zone),
    mode: event.is_online ? 'online' : 'in_person',
    venue: event.venue ?? '',
    address: event.address ?? '',
    link: link ?? '',
    capacity: event.capacity == null ? '' : String(event.capacity),
    rsvp_deadline: event.rsvp_deadline ? isoToWallTime(event.rsvp_deadline, zone) : '',
    visibility: event.visibility as EventFormValues['visibility'],
    cover_url: event.cover_url,
  }
}

/** The row to store, with every wall time read in the chosen zone. */
export function toInput(f: EventFormValues): { values: EventInput; link: string | null } {
  const online = f.mode === 'online'
  return {
    values: {
      title: f.title.trim(),
      description: f.description.trim(),
      category: f.category,
      timezone: f.timezone,
      starts_at: wallTimeToIso(f.starts, f.timezone),
      ends_at: wallTimeToIso(f.ends, f.timezone),
      is_online: online,
      venue: online ? null : f.venue.trim() || null,
      address: online ? null : f.address.trim() || null,
      capacity: f.capacity.trim() ? Number(f.capacity) : null,
      rsvp_deadline: f.rsvp_deadline ? wallTimeToIso(f.rsvp_deadline, f.timezone) : null,
      visibility: f.visibility,
      cover_url: f.cover_url,
    },
    link: online ? f.link.trim() : null,
  }
}
