import { useInfiniteQuery } from '@tanstack/react-query'
import { Search, UsersRound } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { discoverCommunitiesQueryOptions } from '@/data/communities/community-queries'
import { COMMUNITY_CATEGORIES } from '@/data/communities/community-types'
import type { CommunityFilters } from '@/data/communities/keys'
import { CommunityCard } from './community-card'

const select = 'min-h-11 rounded-lg border border-border bg-surface px-2 text-sm'

/** Discover: search by name and description, filter by category, sort by members or activity. */
export function DiscoverCommunities() {
  const [text, setText] = useState('')
  const [filters, setFilters] = useState<CommunityFilters>({ search: '', category: null, sort: 'members' })
  useEffect(() => {
    const t = setTimeout(() => setFilters((f) => (f.search === text.trim() ? f : { ...f, search: text.trim() })), 250)
    return () => clearTimeout(t)
  }, [text])
  const query = useInfiniteQuery(discoverCommunitiesQueryOptions(filters))
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data])

  return (
    <div className="space-y-4">
      <Card className="flex flex-wrap gap-2 p-3">
        <label className="relative min-w-48 flex-1">
          <span className="sr-only">Search communities</span>
          <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          <Input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search communities"
            className="pl-9"
          />
        </label>
        <label>
          <span className="sr-only">Category</span>
          <select
            className={select}
            value={filters.category ?? ''}
            onChange={(e) => setFilters((f) => ({ ...f, category: e.target.value || null }))}
          >
            <option value="">All categories</option>
            {COMMUNITY_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">Sort</span>
          <select
            className={select}
            value={filters.sort}
            onChange={(e) => setFilters((f) => ({ ...f, sort: e.target.value as CommunityFilters['sort'] }))}
          >
            <option value="members">Most members</option>
            <option value="activity">Most active</option>
          </select>
        </label>
      </Card>
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading communities">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : query.isError ? (
        <LoadError what="Communities" error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState icon={UsersRound} title="No communities found">
            Try other words or another category, or start a community yourself.
          </EmptyState>
        </Card>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Communities">
            {items.map((c) => (
              <li key={c.id}>
                <CommunityCard community={c} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={query.fetchNextPage}
            doneText=""
          />
        </>
      )}
    </div>
  )
}
