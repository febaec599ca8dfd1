import { useInfiniteQuery } from '@tanstack/react-query'
import { UsersRound } from 'lucide-react'
import { useMemo, useState } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { LabelledOptionSelect } from '@/components/shared/labelled-option-select'
import { SettlingSearchField } from '@/components/shared/search-field'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { discoverCommunitiesQueryOptions } from '@/data/communities/community-queries'
import { COMMUNITY_CATEGORIES } from '@/data/communities/community-types'
import type { CommunityFilters } from '@/data/communities/keys'
import { CommunityCard } from './community-card'
import { t } from '@/lib/i18n'

/** Discover: search by name and description, filter by category, sort by members or activity. */
export function DiscoverCommunities() {
  const [filters, setFilters] = useState<CommunityFilters>({ search: '', category: null, sort: 'members' })
  const query = useInfiniteQuery(discoverCommunitiesQueryOptions(filters))
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data])

  return (
    <div className="space-y-4">
      <Card className="flex flex-wrap gap-2 p-3">
        <SettlingSearchField
          label={t('Search communities')}
          onSettled={(search) => setFilters((f) => ({ ...f, search }))}
          placeholder={t('Search communities')}
          className="min-w-48 flex-1"
        />
        <LabelledOptionSelect
          label={t('Category')}
          layout="hidden"
          value={filters.category ?? ''}
          onChange={(category) => setFilters((f) => ({ ...f, category: category || null }))}
          emptyLabel={t('All categories')}
          options={COMMUNITY_CATEGORIES.map((c) => ({ value: c.value, label: t(c.label) }))}
          className="px-2 text-sm"
        />
        <LabelledOptionSelect
          label={t('Sort')}
          layout="hidden"
          value={filters.sort}
          onChange={(sort) => setFilters((f) => ({ ...f, sort }))}
          options={[
            { value: 'members', label: t('Most members') },
            { value: 'activity', label: t('Most active') },
          ]}
          className="px-2 text-sm"
        />
      </Card>
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label={t('Loading communities')}>
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : query.isError ? (
        <LoadError what={t('Communities')} error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState icon={UsersRound} title={t('No communities found')}>
            {t('Try other words or another category, or start a community yourself.')}
          </EmptyState>
        </Card>
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('Communities')}>
            {items.map((c) => (
              <li key={c.id}>
                <CommunityCard community={c} />
              </li>
            ))}
          </ul>
          <LoadMore pages={query} doneText="" />
        </>
      )}
    </div>
  )
}
