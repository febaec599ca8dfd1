import { Globe, MapPin, Users } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Card } from '@/components/ui/card'
import type { EventCard as EventCardData, RsvpStatus } from '@/data/events/event-types'
import { msg, t } from '@/lib/i18n'
import { displayTimeZone } from '@/lib/display-zone'
import { categoryLabel, placeLabel, seatsLabel, whenLabel } from '../events.utils'

const STATUS_LABEL: Record<RsvpStatus, string> = {
  going: msg('Going'),
  interested: msg('Interested'),
  waitlisted: msg('On the waitlist'),
  declined: msg('Not going'),
}

/**
 * An event in a list: its date, title, time, place, seats, and the member's answer. Times are in the member's
 * zone, so a list never mixes zones; the event's page also gives the organiser's.
 */
export function EventCard({ event: e, href, rsvp }: { event: EventCardData; href: string; rsvp?: RsvpStatus }) {
  const start = new Date(e.starts_at)
  const zone = displayTimeZone()
  const seats = seatsLabel(e)
  const cancelled = e.status === 'cancelled'
  return (
    <Card className="relative flex gap-4 p-4 transition-shadow focus-within:ring-2 focus-within:ring-primary hover:shadow-md">
      <div
        className="flex w-14 shrink-0 flex-col items-center justify-center rounded-lg bg-primary-soft py-2 text-primary"
        aria-hidden="true"
      >
        <span className="text-xs font-semibold uppercase">
          {new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: zone }).format(start)}
        </span>
        <span className="text-xl leading-none font-bold">
          {new Intl.DateTimeFormat(undefined, { day: 'numeric', timeZone: zone }).format(start)}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex rounded-full bg-background px-2 py-0.5 text-xs font-semibold text-muted">
            {categoryLabel(e.category)}
          </span>
          {cancelled && (
            <span className="inline-flex rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">
              {t('Cancelled')}
            </span>
          )}
          {rsvp && !cancelled && (
            <span className="inline-flex rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
              {t(STATUS_LABEL[rsvp])}
            </span>
          )}
        </div>
        <h3 className="mt-1 line-clamp-2 text-base font-semibold" title={e.title}>
          <Link to={href} className="after:absolute after:inset-0 hover:underline">
            {e.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">{whenLabel(e.starts_at, e.ends_at, zone)}</p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <li className="inline-flex min-w-0 items-center gap-1.5">
            {e.is_online ? (
              <Globe className="size-4 shrink-0" aria-hidden="true" />
            ) : (
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
            )}
            <span className="truncate" title={placeLabel(e)}>
              {placeLabel(e)}
            </span>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Users className="size-4" aria-hidden="true" />
            {t('{count, plural, one {# going} other {# going}}', { count: e.going_count })}
            {seats ? ` · ${seats}` : ''}
          </li>
          {e.organizer && <li className="truncate">{t('by {name}', { name: e.organizer.name })}</li>}
        </ul>
      </div>
    </Card>
  )
}

/** A column of event cards; `rsvp` is the member's answer when the whole list shares it (a "Going" group). */
export function EventCardList({
  events,
  hrefFor,
  rsvp,
}: {
  events: EventCardData[]
  hrefFor: (id: string) => string
  rsvp?: RsvpStatus
}) {
  return (
    <ul className="space-y-3">
      {events.map((e) => (
        <li key={e.id}>
          <EventCard event={e} href={hrefFor(e.id)} rsvp={rsvp} />
        </li>
      ))}
    </ul>
  )
}
