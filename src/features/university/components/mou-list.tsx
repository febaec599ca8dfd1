import { useInfiniteQuery } from '@tanstack/react-query'
import { Handshake } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { StackedLabel } from '@/components/shared/stacked-label'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { mousQueryOptions } from '@/data/university/mou-queries'
import { MOU_AREAS, MOU_STATUSES, type MouCard, type MouFilters } from '@/data/university/university-types'
import { cn } from '@/lib/cn'
import { MOU_AREA_LABEL, MOU_STATUS_LABEL, daysUntil } from '../university.utils'
import type { UniversityViewer } from '../verifications-screen'
import { MouStatusBadge } from './mou-status-badge'
import { msg, t } from '@/lib/i18n'

const select = 'min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-sm'
const VIEW_LABEL = { board: msg('Board'), list: msg('List') }

export function MouList({ viewer }: { viewer: UniversityViewer }) {
  const [filters, setFilters] = useState<MouFilters>({ q: '', status: '', area: '' })
  const [view, setView] = useState<'board' | 'list'>(viewer.profileType === 'university' ? 'board' : 'list')
  const query = useInfiniteQuery(mousQueryOptions(viewer.id, filters))
  const items = query.data?.pages.flatMap((p) => p.items) ?? []
  const filtered = !!(filters.q || filters.status || filters.area)

  return (
    <div className="space-y-3">
      <Card className="grid gap-2 p-3 sm:grid-cols-[2fr_1fr_1fr_auto]">
        <StackedLabel label={t('Search')}>
          <Input
            placeholder={t('Title')}
            value={filters.q}
            onChange={(e) => setFilters((f) => ({ ...f, q: e.target.value }))}
          />
        </StackedLabel>
        <StackedLabel label={t('Status')}>
          <select
            className={select}
            value={filters.status}
            onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value as MouFilters['status'] }))}
          >
            <option value="">{t('Any')}</option>
            {MOU_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(MOU_STATUS_LABEL[s])}
              </option>
            ))}
          </select>
        </StackedLabel>
        <StackedLabel label={t('Area')}>
          <select
            className={select}
            value={filters.area}
            onChange={(e) => setFilters((f) => ({ ...f, area: e.target.value }))}
          >
            <option value="">{t('Any')}</option>
            {MOU_AREAS.map((a) => (
              <option key={a} value={a}>
                {t(MOU_AREA_LABEL[a])}
              </option>
            ))}
          </select>
        </StackedLabel>
        <div className="flex items-end gap-1" role="group" aria-label={t('View')}>
          {(['board', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(
                'min-h-11 rounded-lg px-3 text-sm font-medium capitalize',
                view === v ? 'bg-primary text-primary-foreground' : 'bg-background text-muted',
              )}
            >
              {t(VIEW_LABEL[v])}
            </button>
          ))}
        </div>
      </Card>
      {query.isPending ? (
        <Skeleton className="h-64" />
      ) : query.isError ? (
        <LoadError what={t('MOUs')} error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState icon={Handshake} title={filtered ? t('No MOUs match') : t('No MOUs yet')}>
            {filtered
              ? t('Try other filters.')
              : viewer.profileType === 'university'
                ? t(
                    'Draft a memorandum of understanding with an organisation on the network: internships, research, exchange or funding.',
                  )
                : t(
                    'When a university proposes a memorandum of understanding to your organisation, it appears here for you to review, comment on and sign.',
                  )}
          </EmptyState>
        </Card>
      ) : view === 'board' ? (
        <div
          className="flex gap-3 overflow-x-auto pb-2 xl:grid xl:grid-cols-7 xl:gap-2 xl:overflow-visible"
          aria-label={t('MOUs by status')}
        >
          {MOU_STATUSES.map((s) => {
            const column = items.filter((m) => m.status === s)
            return (
              <section
                key={s}
                className="w-64 shrink-0 space-y-2 xl:w-auto xl:min-w-0"
                aria-label={t(MOU_STATUS_LABEL[s])}
              >
                <h2 className="px-1 text-sm font-semibold">
                  {t(MOU_STATUS_LABEL[s])} <span className="text-muted">{column.length}</span>
                </h2>
                {column.map((m) => (
                  <MouCardView key={m.id} mou={m} viewerId={viewer.id} compact />
                ))}
              </section>
            )
          })}
        </div>
      ) : (
        <div className="space-y-2">
          {items.map((m) => (
            <MouCardView key={m.id} mou={m} viewerId={viewer.id} />
          ))}
        </div>
      )}
      {items.length > 0 && <LoadMore pages={query} doneText={t('That is every MOU.')} />}
    </div>
  )
}

function MouCardView({ mou, viewerId, compact }: { mou: MouCard; viewerId: string; compact?: boolean }) {
  const others = mou.parties.filter((p) => p.party_id !== viewerId).map((p) => p.party?.name ?? t('A member'))
  const left = mou.ends_on ? daysUntil(mou.ends_on) : null
  return (
    <Card className="p-3" data-testid="mou-card">
      <Link to={paths.mou(mou.id)} className="block font-semibold break-words hover:underline">
        {mou.title}
      </Link>
      <p className={cn('text-sm text-muted', compact ? 'break-words' : 'truncate')}>
        {others.length ? t('with {names}', { names: others.join(', ') }) : t('with no partner yet')}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        {!compact && <MouStatusBadge status={mou.status} />}
        {mou.changes_requested_at && mou.status === 'under_review' && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-800">
            {t('Changes requested')}
          </span>
        )}
        {mou.status === 'active' && left !== null && left <= 60 && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-800">
            {t('Ends in {count, plural, one {# day} other {# days}}', { count: left })}
          </span>
        )}
        {mou.starts_on && mou.ends_on && (
          <span className="text-muted">
            {mou.starts_on} → {mou.ends_on}
          </span>
        )}
      </div>
    </Card>
  )
}
