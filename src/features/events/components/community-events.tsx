import { useInfiniteQuery } from '@tanstack/react-query'
import { CalendarPlus, CalendarX2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { communityEventsQueryOptions } from '@/data/events/event-queries'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { EventCardList } from './event-card'
import { ListSkeleton } from './discover-events'

type When = 'upcoming' | 'past'

/** A community's Events tab: upcoming events soonest first, past ones on demand; hosts add one from here. */
export function CommunityEvents({
  communityId,
  communityName,
  canHost,
}: {
  communityId: string
  communityName: string
  canHost: boolean
}) {
  const [when, setWhen] = useState<When>('upcoming')
  const query = useInfiniteQuery(communityEventsQueryOptions(communityId, when))
  const items = query.data?.pages.flatMap((p) => p.items) ?? []

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div
          role="radiogroup"
          aria-label={t('Which events')}
          className="flex gap-1 rounded-lg border border-border p-1"
        >
          {(['upcoming', 'past'] as const).map((w) => (
            <button
              key={w}
              type="button"
              role="radio"
              aria-checked={when === w}
              onClick={() => setWhen(w)}
              className={cn(
                'min-h-9 rounded-md px-3 text-sm font-medium',
                when === w ? 'bg-primary-soft text-primary' : 'text-muted hover:bg-background',
              )}
            >
              {w === 'upcoming' ? t('Upcoming') : t('Past')}
            </button>
          ))}
        </div>
        {canHost && (
          <Link to={paths.createCommunityEvent(communityId)} className={buttonVariants({ size: 'sm' })}>
            <CalendarPlus className="size-4" aria-hidden="true" /> {t('Host an event')}
          </Link>
        )}
      </div>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <LoadError what={t('Events')} error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState icon={CalendarX2} title={when === 'upcoming' ? t('No upcoming events') : t('No past events')}>
            {when === 'upcoming'
              ? canHost
                ? t('Host the first one: members of {community} hear about it straight away.', {
                    community: communityName,
                  })
                : t('When the hosts of {community} plan an event, it shows here and members are told.', {
                    community: communityName,
                  })
              : t('Events that have ended stay listed here.')}
          </EmptyState>
        </Card>
      ) : (
        <>
          <EventCardList events={items} hrefFor={paths.event} />
          <LoadMore
            pages={query}
            doneText={when === 'upcoming' ? t('That is every upcoming event.') : t('That is every past event.')}
          />
        </>
      )}
    </div>
  )
}
