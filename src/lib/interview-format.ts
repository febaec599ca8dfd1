import type { CalendarEvent } from './ics'

/** The zone every date is shown in (the member's, set by display-zone; the device's when they chose none). */
export const displayZoneName = () => new Intl.DateTimeFormat().resolvedOptions().timeZone

/** "Tue, 8 Dec, 10:00 – 10:45 CET" in the member's zone; both days when it spans midnight. */
export function interviewTimeLabel(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt)
  const end = new Date(endsAt)
  const day = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' })
  const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const zone =
    new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
      .formatToParts(start)
      .find((p) => p.type === 'timeZoneName')?.value ?? displayZoneName()
  return day.format(start) === day.format(end)
    ? `${day.format(start)}, ${time.format(start)} – ${time.format(end)} ${zone}`
    : `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)} ${zone}`
}

/** What the calendar file of an interview says; one UID per interview, so a new time replaces the old entry. */
export function interviewCalendarEvent(
  interview: {
    id: string
    starts_at: string | null
    ends_at: string | null
    status: string
    mode: string
    location: string
    message: string | null
    sequence: number
    updated_at: string
    timezone: string
  },
  about: {
    title: string
    organization: string
    applicant: { name: string; email?: string | null }
    interviewers: string[]
  },
): CalendarEvent | null {
  if (!interview.starts_at || !interview.ends_at) return null
  const online = interview.mode === 'online'
  return {
    id: `interview-${interview.id}`,
    title: `Interview: ${about.title} (${about.organization})`,
    description: [online ? `Join: ${interview.location}` : '', interview.message ?? ''].filter(Boolean).join('\n\n'),
    startsAt: interview.starts_at,
    endsAt: interview.ends_at,
    timezone: interview.timezone,
    location: online ? 'Online' : interview.location,
    url: online ? interview.location : undefined,
    cancelled: interview.status === 'cancelled',
    sequence: interview.sequence,
    updatedAt: interview.updated_at,
    organizerName: about.organization,
    attendees: [about.applicant, ...about.interviewers.map((name) => ({ name }))],
  }
}
