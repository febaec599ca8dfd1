import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { upcomingForYouQueryOptions } from '@/data/events/upcoming-for-you'
import { intlLocale, msg, t } from '@/lib/i18n'
import { eventWhen } from '../home.utils'
import { HomeBlock } from './home-block'

const STATUS: Record<string, string> = {
  going: msg('Going'),
  interested: msg('Interested'),
  waitlisted: msg('On the waitlist'),
}

/** The next events: the ones the member answered first, then the soonest others. */
export function HomeEvents({ userId }: { userId: string }) {
  const query = useQuery(upcomingForYouQueryOptions(userId))
  return (
    <HomeBlock
      title={t('Upcoming events')}
      query={query}
      empty={t('No upcoming events yet. Host one, or look again soon.')}
      more={
        <Link to={paths.upcomingEvents} className="text-sm font-medium text-primary hover:underline">
          {t('See all events')}
        </Link>
      }
    >
      {(list) => (
        <ul className="divide-y divide-border">
          {list.map(({ event, status }) => {
            const start = new Date(event.starts_at)
            const note =
              event.organizer_id === userId
                ? t('Hosting')
                : status && STATUS[status]
                  ? t(STATUS[status])
                  : event.is_online
                    ? t('Online')
                    : event.venue
            const when = eventWhen(event.starts_at, intlLocale())
            const line = note ? `${when} · ${note}` : when
            return (
              <li key={event.id} className="py-2">
                <Link to={paths.event(event.id)} className="group flex gap-3">
                  <span className="flex size-10 shrink-0 flex-col items-center justify-center rounded-lg border border-border text-center leading-none">
                    <span className="text-[0.65rem] font-semibold uppercase text-primary">
                      {start.toLocaleString(intlLocale(), { month: 'short' })}
                    </span>
                    <span className="text-sm font-bold">{start.toLocaleString(intlLocale(), { day: 'numeric' })}</span>
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 text-sm font-medium group-hover:underline" title={event.title}>
                      {event.title}
                    </span>
                    <span className="block truncate text-xs text-muted" title={line}>
                      {line}
                    </span>
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </HomeBlock>
  )
}
