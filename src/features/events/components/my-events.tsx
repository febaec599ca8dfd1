import { useQuery } from '@tanstack/react-query'
import { CalendarHeart, CalendarPlus } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { hostingEventsQueryOptions, myEventsQueryOptions } from '@/data/events/event-queries'
import { msg, t } from '@/lib/i18n'
import { ListSkeleton } from './discover-events'
import { EventCardList } from './event-card'

const GROUPS = [
  { status: 'going', title: msg('Going') },
  { status: 'waitlisted', title: msg('On the waitlist') },
  { status: 'interested', title: msg('Interested') },
] as const

/** The member's events: going, waitlisted, interested — soonest first. */
export function MyEvents({
  userId,
  hrefFor,
  discoverHref,
}: {
  userId: string
  hrefFor: (id: string) => string
  discoverHref: string
}) {
  const query = useQuery(myEventsQueryOptions(userId))
  if (query.isPending) return <ListSkeleton />
  if (query.error) return <LoadError what={t('Your events')} error={query.error} onRetry={() => void query.refetch()} />
  const now = new Date().toISOString()
  const upcoming = query.data.filter((r) => r.event.ends_at >= now)
  if (upcoming.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={CalendarHeart}
          title={t('No upcoming events yet')}
          actions={
            <Link to={discoverHref} className={buttonVariants()}>
              {t('Discover events')}
            </Link>
          }
        >
          {t('Career fairs, info sessions, workshops and talks you answer appear here, with your tickets.')}
        </EmptyState>
      </Card>
    )
  }
  return (
    <div className="space-y-6">
      {GROUPS.map(({ status, title }) => {
        const rows = upcoming.filter((r) => r.status === status)
        if (rows.length === 0) return null
        return (
          <section key={status} aria-labelledby={`mine-${status}`} className="space-y-3">
            <h2 id={`mine-${status}`} className="text-lg font-semibold">
              {t(title)} <span className="text-muted">({rows.length})</span>
            </h2>
            <EventCardList events={rows.map((r) => r.event)} hrefFor={hrefFor} rsvp={status} />
          </section>
        )
      })}
    </div>
  )
}

/** Events the member organises; past ones after the upcoming. */
export function HostingEvents({
  userId,
  hrefFor,
  createHref,
}: {
  userId: string
  hrefFor: (id: string) => string
  createHref: string
}) {
  const query = useQuery(hostingEventsQueryOptions(userId))
  if (query.isPending) return <ListSkeleton />
  if (query.error)
    return <LoadError what={t('Events you host')} error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={CalendarPlus}
          title={t('You are not hosting any events')}
          actions={
            <Link to={createHref} className={buttonVariants()}>
              {t('Host an event')}
            </Link>
          }
        >
          {t(
            'Run an info session, a workshop or a meetup: RSVPs, a waitlist, reminders and door check-in are built in.',
          )}
        </EmptyState>
      </Card>
    )
  }
  return <EventCardList events={query.data} hrefFor={hrefFor} />
}
