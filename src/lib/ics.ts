import ICAL from 'ical.js'

/** What a calendar needs of an event. Times are instants (ISO strings); calendars show them in local time. */
export interface CalendarEvent {
  id: string
  title: string
  description: string
  startsAt: string
  endsAt: string
  timezone: string
  location: string
  url?: string
  cancelled: boolean
  sequence: number
  updatedAt: string
  organizerName?: string
  /** People taking part (an interview's applicant and interviewers): ATTENDEE with an address, else named in the text. */
  attendees?: Array<{ name: string; email?: string | null }>
}

const PRODID = '-//Campus Network//Events//EN'

const utc = (iso: string) => ICAL.Time.fromJSDate(new Date(iso), true)

function vevent(event: CalendarEvent): ICAL.Component {
  const v = new ICAL.Component('vevent')
  v.addPropertyWithValue('uid', `${event.id}@campus-network`)
  v.addPropertyWithValue('dtstamp', utc(event.updatedAt))
  v.addPropertyWithValue('dtstart', utc(event.startsAt))
  v.addPropertyWithValue('dtend', utc(event.endsAt))
  v.addPropertyWithValue('summary', event.title)
  const named = (event.attendees ?? []).filter((a) => !a.email).map((a) => a.name)
  const about = [
    event.description.trim(),
    event.organizerName ? `Organised by ${event.organizerName}` : '',
    named.length ? `With ${named.join(', ')}` : '',
  ]
  v.addPropertyWithValue('description', about.filter(Boolean).join('\n\n'))
  for (const a of event.attendees ?? []) {
    if (!a.email) continue
    const attendee = v.addPropertyWithValue('attendee', `mailto:${a.email}`)
    attendee.setParameter('cn', a.name)
  }
  if (event.location) v.addPropertyWithValue('location', event.location)
  if (event.url) v.addPropertyWithValue('url', event.url)
  v.addPropertyWithValue('sequence', event.sequence)
  v.addPropertyWithValue('status', event.cancelled ? 'CANCELLED' : 'CONFIRMED')
  // The organiser's zone, for calendars that show it; the times themselves are exact instants in UTC.
  v.addPropertyWithValue('x-campus-timezone', event.timezone)
  return v
}

/**
 * An iCalendar file. A single cancelled event's invite is METHOD:CANCEL (so calendars remove it); feeds
 * are PUBLISH, listing cancelled events with STATUS:CANCELLED, and SEQUENCE says which version is newer.
 */
export function invite(event: CalendarEvent): string {
  return buildCalendar([event], { method: event.cancelled ? 'CANCEL' : 'PUBLISH' })
}

export function buildCalendar(
  events: CalendarEvent[],
  options: { name?: string; method?: 'PUBLISH' | 'CANCEL' } = {},
): string {
  const cal = new ICAL.Component('vcalendar')
  cal.addPropertyWithValue('prodid', PRODID)
  cal.addPropertyWithValue('version', '2.0')
  cal.addPropertyWithValue('calscale', 'GREGORIAN')
  cal.addPropertyWithValue('method', options.method ?? 'PUBLISH')
  if (options.name) cal.addPropertyWithValue('x-wr-calname', options.name)
  for (const event of events) cal.addSubcomponent(vevent(event))
  // ical.js folds after foldLength characters and prefixes the continuation with a space: 74 keeps
  // every line within RFC 5545's 75 octets.
  ICAL.foldLength = 74
  return cal.toString().replace(/\r?\n/g, '\r\n') + '\r\n'
}

const compact = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** "Add to Google Calendar". */
export function googleCalendarUrl(event: CalendarEvent): string {
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(event.startsAt)}/${compact(event.endsAt)}`,
    details: event.description,
    location: event.location,
    ctz: event.timezone,
  })
  return `https://calendar.google.com/calendar/render?${q}`
}

/** "Add to Outlook". */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const q = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.startsAt).toISOString(),
    enddt: new Date(event.endsAt).toISOString(),
    body: event.description,
    location: event.location,
  })
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q}`
}
