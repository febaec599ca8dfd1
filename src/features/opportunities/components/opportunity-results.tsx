import { useInfiniteQuery } from '@tanstack/react-query'
import { Briefcase } from 'lucide-react'
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { searchOpportunitiesQueryOptions } from '@/data/opportunities/opportunity-queries'
import type { OpportunityCard as CardData, OpportunityFilters } from '@/data/opportunities/opportunity-types'
import { t } from '@/lib/i18n'
import { OpportunityCardList } from './opportunity-card'

/** The cards a phone's screen shows first; the rest of the first page renders right after, in the background. */
const FIRST_CARDS = 4

// Off-screen cards skip style, layout and paint until they scroll near (the browser keeps each one's last height);
// the padding, taken back by the margin, keeps a card's focus ring and hover shadow inside the item's paint box.
const LAZY_ITEM =
  '-m-1.5 p-1.5 [content-visibility:auto] [contain-intrinsic-size:auto_13rem] lg:[contain-intrinsic-size:auto_9rem]'

/** Search results with infinite scroll; `hrefFor` and `onToggleSave` decide what the cards do. */
export function OpportunityResults({
  filters,
  audience,
  savedIds,
  hrefFor,
  onToggleSave,
  emptyAction,
}: {
  filters: OpportunityFilters
  audience: 'member' | 'guest'
  savedIds: Set<string>
  hrefFor: (o: CardData) => string
  onToggleSave: (o: CardData) => void
  emptyAction?: ReactNode
}) {
  const query = useInfiniteQuery(searchOpportunitiesQueryOptions(filters, audience))
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data])
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const [showAll, setShowAll] = useState(false)
  useEffect(() => {
    if (items.length > FIRST_CARDS && !showAll) startTransition(() => setShowAll(true))
  }, [items.length, showAll])
  const visible = showAll ? items : items.slice(0, FIRST_CARDS)

  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label={t('Loading opportunities')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
    )
  }
  if (query.isError) {
    return <LoadError what={t('Opportunities')} error={query.error} onRetry={() => void query.refetch()} />
  }
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState icon={Briefcase} title={t('No opportunities match')} actions={emptyAction}>
          {t('Try other words, fewer filters, or a wider deadline window.')}
        </EmptyState>
      </Card>
    )
  }
  return (
    <div>
      <OpportunityCardList
        items={visible}
        className="grid gap-3"
        label={t('Opportunities')}
        itemClassName={LAZY_ITEM}
        hrefFor={hrefFor}
        savedIds={savedIds}
        onToggleSave={onToggleSave}
      />
      {visible.length === items.length && (
        <LoadMore
          pages={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
          doneText={t('That’s every match.')}
          rootMargin="600px 0px"
        />
      )}
    </div>
  )
}
