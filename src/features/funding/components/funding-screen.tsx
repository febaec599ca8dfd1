import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Plus, Rocket } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { PageHeader } from '@/components/shared/page-header'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { myPitchesQueryOptions, pitchQueryOptions, pitchSearchQueryOptions } from '@/data/funding/pitch-queries'
import { EMPTY_PITCH_FILTERS, PITCH_STAGES, type PitchFilters } from '@/data/funding/pitch-types'
import { usePageTitle } from '@/hooks/use-page-title'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { normalizeProfileType } from '@/lib/profile-types'
import { stageLabel } from '../funding.utils'
import { FundingPrograms } from './funding-programs'
import { PitchCard } from './pitch-card'
import { PitchDetail } from './pitch-detail'
import { PitchForm } from './pitch-form'

type Tab = 'programs' | 'pitches' | 'mine'

/** /funding: programs (grant, investment, scholarship opportunities) and startup pitches. */
export function FundingScreen({ me, profileType }: { me: string; profileType: string | null | undefined }) {
  usePageTitle(t('Funding'))
  const [params, setParams] = useSearchParams()
  const type = normalizeProfileType(profileType)
  const isFunder = type === 'investor' || type === 'philanthropist'
  const tabs: { value: Tab; label: string }[] = [
    { value: 'programs', label: t('Programs') },
    ...(isFunder ? [{ value: 'pitches' as const, label: t('Pitches') }] : []),
    { value: 'mine', label: t('My pitches') },
  ]
  const requested = params.get('tab') as Tab | null
  const tab: Tab = tabs.some((item) => item.value === requested) ? requested! : isFunder ? 'pitches' : 'programs'
  const pitchId = params.get('pitch')
  const editing = params.get('edit')
  const creating = params.get('create') === 'pitch'
  const go = (next: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(next)) {
        if (v === null) p.delete(k)
        else p.set(k, v)
      }
      return p
    })

  let body
  if (creating || editing) {
    body = (
      <EditPitch
        me={me}
        id={editing}
        onDone={(id) => go({ create: null, edit: null, pitch: id, tab: 'mine' })}
        onCancel={() => go({ create: null, edit: null })}
      />
    )
  } else if (pitchId) {
    body = (
      <PitchDetail
        id={pitchId}
        me={me}
        isFunder={isFunder}
        onBack={() => go({ pitch: null })}
        onEdit={() => go({ edit: pitchId, pitch: null })}
      />
    )
  } else if (tab === 'programs') body = <FundingPrograms />
  else if (tab === 'pitches') body = <PitchBrowser />
  else body = <MyPitches me={me} onCreate={() => go({ create: 'pitch' })} />

  return (
    <>
      <PageHeader
        title={t('Funding')}
        description={t('Grants, investment calls, scholarships and startup pitches.')}
        actions={
          <Button onClick={() => go({ create: 'pitch', pitch: null, edit: null })}>
            <Plus className="size-4" aria-hidden="true" /> {t('New pitch')}
          </Button>
        }
      />
      <div
        role="tablist"
        aria-label={t('Funding')}
        className="mb-4 inline-flex rounded-lg border border-border bg-surface p-0.5"
      >
        {tabs.map((item) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            aria-selected={tab === item.value && !pitchId && !creating && !editing}
            onClick={() => go({ tab: item.value, pitch: null, create: null, edit: null })}
            className={cn(
              'min-h-10 rounded-md px-4 text-sm',
              tab === item.value
                ? 'bg-primary font-medium text-primary-foreground'
                : 'text-muted hover:text-foreground',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      {body}
    </>
  )
}

function EditPitch({
  me,
  id,
  onDone,
  onCancel,
}: {
  me: string
  id: string | null
  onDone: (id: string) => void
  onCancel: () => void
}) {
  const existing = useQuery({ ...pitchQueryOptions(id ?? ''), enabled: !!id })
  if (id && existing.isPending) return <Skeleton className="h-96" />
  return <PitchForm me={me} pitch={existing.data ?? null} onDone={(p) => onDone(p.id)} onCancel={onCancel} />
}

function MyPitches({ me, onCreate }: { me: string; onCreate: () => void }) {
  const query = useQuery(myPitchesQueryOptions(me))
  if (query.isPending) return <Skeleton className="h-48" />
  if (query.isError)
    return <LoadError what={t('Your pitches')} error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={Rocket}
          title={t('No pitches yet')}
          actions={<Button onClick={onCreate}>{t('Create a pitch')}</Button>}
        >
          {t(
            'Describe your startup, attach a deck and publish it: investors and philanthropists browse published pitches.',
          )}
        </EmptyState>
      </Card>
    )
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {query.data.map((p) => (
        <li key={p.id}>
          <PitchCard pitch={p} showStats />
        </li>
      ))}
    </ul>
  )
}

function PitchBrowser() {
  const [filters, setFilters] = useState<PitchFilters>(EMPTY_PITCH_FILTERS)
  const [q, setQ] = useState('')
  const query = useInfiniteQuery(pitchSearchQueryOptions(filters))
  const items = query.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <div className="space-y-4">
      <Card className="grid gap-2 p-4 sm:grid-cols-4">
        <form
          className="sm:col-span-2"
          onSubmit={(e) => {
            e.preventDefault()
            setFilters((f) => ({ ...f, q }))
          }}
        >
          <FilterField label={t('Search pitches')}>
            <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('Words, sector…')} />
          </FilterField>
        </form>
        <FilterField label={t('Stage')}>
          <select
            className="block min-h-11 w-full rounded-lg border border-border bg-surface px-3"
            value={filters.stages[0] ?? ''}
            onChange={(e) => setFilters((f) => ({ ...f, stages: e.target.value ? [e.target.value] : [] }))}
          >
            <option value="">{t('Any stage')}</option>
            {PITCH_STAGES.map((s) => (
              <option key={s.value} value={s.value}>
                {stageLabel(s.value)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t('Maximum ask')}>
          <Input
            type="number"
            min={0}
            inputMode="numeric"
            value={filters.maxAsk ?? ''}
            onChange={(e) => setFilters((f) => ({ ...f, maxAsk: e.target.value ? Number(e.target.value) : null }))}
          />
        </FilterField>
      </Card>
      {query.isPending ? (
        <Skeleton className="h-64" />
      ) : query.isError ? (
        <LoadError what={t('Pitches')} error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState icon={Rocket} title={t('No pitches match')}>
            {t('Published pitches from founders across the network appear here.')}
          </EmptyState>
        </Card>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((p) => (
              <li key={p.id}>
                <PitchCard pitch={p} founderName={p.founder?.name} />
              </li>
            ))}
          </ul>
          <LoadMore pages={query} doneText={t('That is every published pitch.')} />
        </>
      )}
    </div>
  )
}

function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      {children}
    </label>
  )
}
