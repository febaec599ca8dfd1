import { useQuery } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { upcomingForYouQueryOptions } from '@/data/events/upcoming-for-you'
import { intlLocale, msg, t } from '@/lib/i18n'
import { eventWhen } from '../home.utils'
import { HomeBlock } from './home-block'
import { HomeLinkRow } from './home-link-row'

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
      more={{ to: paths.upcomingEvents, label: t('See all events') }}
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
            return (
              <HomeLinkRow
                key={event.id}
                to={paths.event(event.id)}
                title={event.title}
                details={[{ text: note ? `${when} · ${note}` : when }]}
                badge={
                  <span className="flex size-10 shrink-0 flex-col items-center justify-center rounded-lg border border-border text-center leading-none">
                    <span className="text-[0.65rem] font-semibold uppercase text-primary">
                      {start.toLocaleString(intlLocale(), { month: 'short' })}
                    </span>
                    <span className="text-sm font-bold">{start.toLocaleString(intlLocale(), { day: 'numeric' })}</span>
                  </span>
                }
              />
            )
          })}
        </ul>
      )}
    </HomeBlock>
  )
}
