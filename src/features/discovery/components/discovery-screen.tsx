import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/shared/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import { useSaveSearch } from '@/data/discovery/discovery-mutations'
import { checkSavedSearches, savedSearchesQueryOptions } from '@/data/discovery/discovery-queries'
import { fromSqlFilters, type MemberFilters } from '@/data/discovery/discovery-types'
import { usePageTitle } from '@/hooks/use-page-title'
import { cn } from '@/lib/cn'
import { msg, t } from '@/lib/i18n'
import { describeFilters, filtersFromParams, filtersToParams } from '../discovery.utils'
import { MemberFiltersForm } from './member-filters'
import { MemberSearchResults } from './member-search'
import { SavedSearches } from './saved-searches'
import { ShortlistsPanel } from './shortlists-panel'
import { TrendingThisWeek } from './trending'
import { WithAside } from '@/components/shared/page-layouts'
import { solidTab, TabBar } from '@/components/shared/tab-bar'

const TABS = [
  { value: 'search', label: msg('Find people') },
  { value: 'shortlists', label: msg('Shortlists') },
] as const

/** /discovery: search public members, shortlist them, save searches, see what is trending. */
export function DiscoveryScreen({ me }: { me: string }) {
  usePageTitle(t('Discovery'))
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'shortlists' ? 'shortlists' : 'search'
  const savedId = params.get('saved')
  const saved = useQuery(savedSearchesQueryOptions(me))

  useEffect(() => checkSavedSearches(), [])

  const match = savedId ? saved.data?.find((s) => s.id === savedId) : undefined
  return (
    <>
      <PageHeader title={t('Discovery')} description={t('Find students, graduates and organisations to work with.')} />
      <TabBar
        label={t('Discovery')}
        tabs={TABS.map((item) => ({ value: item.value, label: t(item.label) }))}
        selected={tab}
        onSelect={(value) => setParams((p) => (value === 'search' ? p.delete('tab') : p.set('tab', value), p))}
        className="mb-4 inline-flex rounded-lg border border-border bg-surface p-0.5"
        tabClassName={(on) => cn('min-h-10 rounded-md px-4 text-sm', solidTab(on))}
      />
      {tab === 'shortlists' ? (
        <ShortlistsPanel me={me} />
      ) : savedId && saved.isPending ? (
        <Skeleton className="h-64" />
      ) : (
        <SearchTab
          key={match?.id ?? 'none'}
          me={me}
          initial={match ? fromSqlFilters(match.filters) : filtersFromParams(params)}
        />
      )}
    </>
  )
}

function SearchTab({ me, initial }: { me: string; initial: MemberFilters }) {
  const [filters, setFilters] = useState<MemberFilters>(initial)
  const [formKey, setFormKey] = useState(0)
  const [, setParams] = useSearchParams()
  const save = useSaveSearch(me)
  // Every search is written to the URL, like the other screens' filters (shareable, kept on reload).
  const search = (f: MemberFilters) => {
    setFilters(f)
    setParams(
      (p) => {
        const next = filtersToParams(f, p)
        next.delete('saved')
        return next
      },
      { replace: true },
    )
  }
  const run = (f: MemberFilters) => {
    search(f)
    setFormKey((k) => k + 1)
  }
  return (
    <WithAside>
      <div className="space-y-4">
        <MemberFiltersForm
          key={formKey}
          value={filters}
          onSearch={search}
          onSave={(f) => save.mutate({ name: describeFilters(f), filters: f })}
        />
        <MemberSearchResults me={me} filters={filters} />
      </div>
      <aside className="space-y-4">
        <SavedSearches me={me} onRun={run} />
        <TrendingThisWeek />
      </aside>
    </WithAside>
  )
}
