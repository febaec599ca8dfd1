import { useQuery } from '@tanstack/react-query'
import { CalendarX2, LogIn } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { organisationEventsQueryOptions } from '@/data/organisations/organisation-queries'
import { t } from '@/lib/i18n'
import { withNext } from '@/lib/next-path'
import { EventCardList } from './event-card'
import { ListSkeleton } from './discover-events'

/** An organisation's Events tab: upcoming events its admins organise. Events are for members: a guest is asked to join. */
export function OrganisationEvents({
  organisation,
  signedIn,
}: {
  organisation: { id: string; slug: string; name: string }
  signedIn: boolean
}) {
  if (!signedIn)
    return (
      <Card>
        <EmptyState
          icon={LogIn}
          title={t('Join to see its events')}
          actions={
            <Link to={withNext(paths.signupPrompt, paths.organisation(organisation.slug))} className={buttonVariants()}>
              {t('Join now')}
            </Link>
          }
        >
          {t('Members see the career fairs, info sessions and workshops {name} organises, and answer them.', {
            name: organisation.name,
          })}
        </EmptyState>
      </Card>
    )
  return <MemberEvents organisation={organisation} />
}

function MemberEvents({ organisation }: { organisation: { id: string; name: string } }) {
  const query = useQuery(organisationEventsQueryOptions(organisation.id))
  if (query.isPending) return <ListSkeleton />
  if (query.isError) return <LoadError what={t('Events')} error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.length === 0)
    return (
      <Card>
        <EmptyState icon={CalendarX2} title={t('No upcoming events')}>
          {t('When {name} plans an event, it shows here.', { name: organisation.name })}
        </EmptyState>
      </Card>
    )
  return <EventCardList events={query.data} hrefFor={paths.event} />
}
