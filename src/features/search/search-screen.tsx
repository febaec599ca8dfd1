import { useInfiniteQuery, useQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query'
import { Hash, Search as SearchIcon, TrendingUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { PageHeader } from '@/components/shared/page-header'
import { TabBar } from '@/components/shared/tab-bar'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { searchOpportunitiesQueryOptions } from '@/data/opportunities/opportunity-queries'
import type { OpportunityFilters, OpportunityType, WorkMode } from '@/data/opportunities/opportunity-types'
import {
  followedHashtagsQueryOptions,
  searchCommunitiesQueryOptions,
  searchEventsQueryOptions,
  searchOrganisationsQueryOptions,
  searchPeopleQueryOptions,
  searchPostsQueryOptions,
  trendingHashtagsQueryOptions,
} from '@/data/search/search-queries'
import { SEARCH_KINDS, type OpportunityResult, type Page, type SearchKind } from '@/data/search/search-types'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import {
  CommunityResultRow,
  EventResultRow,
  onResultKeys,
  OpportunityResultRow,
  OrganisationResultRow,
  PersonResultRow,
  PostResultRow,
} from './result-rows'
import { SearchBox } from './search-box'
import { AllResults } from './all-results'
import { KIND_TEXTS, NoResults } from './no-results'
import { SearchFilters } from './search-filters'
import { eventFiltersFromParams, peopleFiltersFromParams, postFiltersFromParams, tabFromParams } from './search-url'

/** /search: one box for everything, tabs per kind, filters per kind; trending hashtags when empty. */
export function SearchScreen({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams()
  const q = params.get('q')?.trim() ?? ''
  const tab = tabFromParams(params)

  return (
    <>
      <PageHeader
        title={t('Search')}
        description={t('People, posts, opportunities, communities, organisations and events across the network.')}
      />
      <div role="search" className="mb-4">
        <SearchBox key={q} initialValue={q} autoFocus={!q} inputId="search-input" />
      </div>
      {!q ? (
        <EmptyQuery userId={userId} />
      ) : (
        <>
          <TabBar
            label={t('Result kinds')}
            tabs={SEARCH_KINDS.map((k) => ({ value: k.value, label: t(k.label) }))}
            selected={tab}
            onSelect={(value) => setParams(value === 'all' ? { q } : { q, tab: value })}
            className="-mx-1 mb-4 flex gap-1 overflow-x-auto px-1"
            tabClassName={(on) =>
              cn(
                'min-h-11 shrink-0 rounded-md px-3 text-sm font-medium',
                on ? 'bg-primary-soft text-primary' : 'text-muted hover:bg-surface',
              )
            }
          />
          <div role="tabpanel" aria-label={t(SEARCH_KINDS.find((k) => k.value === tab)!.label)} className="space-y-4">
            <SearchFilters tab={tab} />
            {tab === 'all' ? <AllResults q={q} /> : <KindResults kind={tab} q={q} params={params} />}
          </div>
        </>
      )}
    </>
  )
}

const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : [])

function opportunityFilters(q: string, params: URLSearchParams): OpportunityFilters {
  return {
    query: q,
    types: list(params.get('type')) as OpportunityType[],
    workModes: list(params.get('mode')) as WorkMode[],
    location: '',
    paidOnly: params.get('paid') === '1',
    minAmount: null,
    maxAmount: null,
    currency: 'USD',
    closingWithinDays: null,
    posterTypes: [],
    sort: 'relevance',
  }
}

function KindResults({ kind, q, params }: { kind: SearchKind; q: string; params: URLSearchParams }) {
  switch (kind) {
    case 'people':
      return <PeopleResults q={q} params={params} />
    case 'posts':
      return <PostResults q={q} params={params} />
    case 'communities':
      return <CommunityResults q={q} />
    case 'organisations':
      return <OrganisationResults q={q} />
    case 'events':
      return <EventResults q={q} params={params} />
    case 'opportunities':
      return <OpportunityResults q={q} params={params} />
  }
}

function PeopleResults({ q, params }: { q: string; params: URLSearchParams }) {
  const query = useInfiniteQuery(searchPeopleQueryOptions(q, peopleFiltersFromParams(params)))
  return <Results kind="people" q={q} query={query} row={(p) => <PersonResultRow key={p.id} person={p} query={q} />} />
}

function PostResults({ q, params }: { q: string; params: URLSearchParams }) {
  const query = useInfiniteQuery(searchPostsQueryOptions(q, postFiltersFromParams(params)))
  return <Results kind="posts" q={q} query={query} row={(p) => <PostResultRow key={p.id} post={p} query={q} />} />
}

function CommunityResults({ q }: { q: string }) {
  const query = useInfiniteQuery(searchCommunitiesQueryOptions(q))
  return (
    <Results
      kind="communities"
      q={q}
      query={query}
      row={(c) => <CommunityResultRow key={c.id} community={c} query={q} />}
    />
  )
}

function OrganisationResults({ q }: { q: string }) {
  const query = useInfiniteQuery(searchOrganisationsQueryOptions(q))
  return (
    <Results
      kind="organisations"
      q={q}
      query={query}
      row={(o) => <OrganisationResultRow key={o.id} organisation={o} query={q} />}
    />
  )
}

function EventResults({ q, params }: { q: string; params: URLSearchParams }) {
  const query = useInfiniteQuery(searchEventsQueryOptions(q, eventFiltersFromParams(params)))
  return <Results kind="events" q={q} query={query} row={(e) => <EventResultRow key={e.id} event={e} query={q} />} />
}

function OpportunityResults({ q, params }: { q: string; params: URLSearchParams }) {
  const query = useInfiniteQuery(searchOpportunitiesQueryOptions(opportunityFilters(q, params), 'member'))
  const more = new URLSearchParams({ q, sort: 'relevance' })
  for (const key of ['type', 'mode', 'paid']) if (params.get(key)) more.set(key, params.get(key)!)
  return (
    <>
      <Link
        to={`${paths.opportunities}?${more}`}
        className="inline-block text-sm font-medium text-primary hover:underline"
      >
        {t('More filters on Opportunities')}
      </Link>
      <Results
        kind="opportunities"
        q={q}
        query={query as unknown as UseInfiniteQueryResult<InfiniteData<Page<OpportunityResult>>>}
        row={(o) => <OpportunityResultRow key={o.id} opportunity={o} query={q} />}
      />
    </>
  )
}

function Results<T extends { id: string }>({
  kind,
  q,
  query,
  row,
}: {
  kind: SearchKind
  q: string
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>
  row: (item: T) => ReactNode
}) {
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query
  if (isPending) return <Skeleton className="h-64" />
  if (isError) return <LoadError what={t('Search results')} error={error} onRetry={() => void refetch()} />
  const items = data.pages.flatMap((p) => p.items)
  if (items.length === 0) return <NoResults q={q} kind={kind} />
  return (
    <>
      <Card className="p-1">
        <ul onKeyDown={onResultKeys} aria-label={t(KIND_TEXTS[kind].list, { q })}>
          {items.map(row)}
        </ul>
      </Card>
      <LoadMore pages={{ hasNextPage, isFetchingNextPage, fetchNextPage }} doneText={t(KIND_TEXTS[kind].done)} />
    </>
  )
}

/** An empty query: the week's trending hashtags and the ones the member follows. */
function EmptyQuery({ userId }: { userId: string }) {
  const trending = useQuery(trendingHashtagsQueryOptions())
  const followed = useQuery(followedHashtagsQueryOptions(userId))
  return (
    <div className="space-y-6">
      <section aria-labelledby="trending-heading">
        <h2 id="trending-heading" className="mb-2 flex items-center gap-2 text-lg font-semibold">
          <TrendingUp className="size-5 text-primary" aria-hidden="true" /> {t('Trending this week')}
        </h2>
        {trending.isPending ? (
          <Skeleton className="h-20" />
        ) : trending.isError ? (
          <LoadError what={t('Trending hashtags')} error={trending.error} onRetry={() => void trending.refetch()} />
        ) : trending.data.length === 0 ? (
          <p className="text-muted">{t('No hashtags this week yet. Start one in a post.')}</p>
        ) : (
          <ol className="flex flex-wrap gap-2">
            {trending.data.map((h) => (
              <li key={h.tag}>
                <TagLink
                  tag={h.tag}
                  detail={t('{count, plural, one {# post} other {# posts}}', { count: h.post_count })}
                />
              </li>
            ))}
          </ol>
        )}
      </section>
      {followed.data && followed.data.length > 0 && (
        <section aria-labelledby="followed-heading">
          <h2 id="followed-heading" className="mb-2 text-lg font-semibold">
            {t('Hashtags you follow')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {followed.data.map((tag) => (
              <li key={tag}>
                <TagLink tag={tag} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Card>
        <EmptyState icon={SearchIcon} title={t('Search the network')}>
          {t(
            'Find people by name even with a typo, posts by their words, opportunities, communities, organisations, events, and topics with #hashtags.',
          )}
        </EmptyState>
      </Card>
    </div>
  )
}

function TagLink({ tag, detail }: { tag: string; detail?: string }) {
  return (
    <Link
      to={paths.hashtag(tag)}
      className="inline-flex min-h-9 items-center gap-1 rounded-full border border-border bg-surface px-3 text-sm hover:border-primary hover:text-primary"
    >
      <Hash className="size-3.5" aria-hidden="true" />
      {tag}
      {detail && <span className="text-xs text-muted">· {detail}</span>}
    </Link>
  )
}
