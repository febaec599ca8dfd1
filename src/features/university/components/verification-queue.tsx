import { useInfiniteQuery } from '@tanstack/react-query'
import { CheckCheck, Download, FileCheck2 } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { PersonAvatar } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { StackedLabel } from '@/components/shared/stacked-label'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { useBulkApprove } from '@/data/university/verification-mutations'
import { fetchWholeQueue, verificationQueueQueryOptions } from '@/data/university/verification-queries'
import type { QueueFilters, VerificationRequest } from '@/data/university/university-types'
import { cn } from '@/lib/cn'
import { fileSlug, saveFile } from '@/lib/save-file'
import { notify } from '@/lib/toast'
import { toggledInSet } from '@/lib/toggled'
import { t } from '@/lib/i18n'
import { VERIFICATION_STATUS_LABEL, canBulkApprove, emailState, verificationsCsv } from '../university.utils'
import { VerificationDetail } from './verification-detail'

const select = 'min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-sm'

export function VerificationQueue({ universityId }: { universityId: string }) {
  const [filters, setFilters] = useState<QueueFilters>({ status: 'pending', programme: '', year: '', matched: '' })
  const query = useInfiniteQuery(verificationQueueQueryOptions(universityId, filters))
  const bulk = useBulkApprove()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [open, setOpen] = useState<VerificationRequest | null>(null)
  const items = query.data?.pages.flatMap((p) => p.items) ?? []
  const approvable = items.filter(canBulkApprove)
  const set = (patch: Partial<QueueFilters>) => {
    setSelected(new Set())
    setFilters((f) => ({ ...f, ...patch }))
  }
  const toggle = (id: string) => setSelected((s) => toggledInSet(s, id))
  const exportCsv = async () => {
    try {
      const rows = await fetchWholeQueue(universityId, filters)
      saveFile(
        `${fileSlug(`verifications ${filters.status || 'all'}`)}.csv`,
        verificationsCsv(rows),
        'text/csv;charset=utf-8',
      )
    } catch (error) {
      void notify(t('The export failed'), 'error', (error as Error).message)
    }
  }

  return (
    <section aria-label={t('Verification requests')} className="min-w-0 space-y-3">
      <Card className="grid gap-2 p-3 sm:grid-cols-2">
        <StackedLabel label={t('Status')}>
          <select
            className={select}
            value={filters.status}
            onChange={(e) => set({ status: e.target.value as QueueFilters['status'] })}
          >
            <option value="">{t('All')}</option>
            {Object.entries(VERIFICATION_STATUS_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </StackedLabel>
        <StackedLabel label={t('Programme')}>
          <Input
            placeholder={t('Computer Science')}
            value={filters.programme}
            onChange={(e) => set({ programme: e.target.value })}
          />
        </StackedLabel>
        <StackedLabel label={t('Graduation year')}>
          <Input
            inputMode="numeric"
            placeholder="2027"
            value={filters.year}
            onChange={(e) => set({ year: e.target.value })}
          />
        </StackedLabel>
        <StackedLabel label={t('E-mail domain')}>
          <select className={select} value={filters.matched} onChange={(e) => set({ matched: e.target.value })}>
            <option value="">{t('Any')}</option>
            <option value="yes">{t('On a registered domain')}</option>
            <option value="no">{t('Other addresses')}</option>
          </select>
        </StackedLabel>
      </Card>

      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          disabled={!approvable.length || bulk.isPending}
          onClick={() => {
            const ids = selected.size ? [...selected] : approvable.map((r) => r.id)
            bulk.mutate(ids, { onSuccess: () => setSelected(new Set()) })
          }}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          {selected.size
            ? t('Approve {count} selected', { count: selected.size })
            : t('Approve all confirmed on your domains ({count})', { count: approvable.length })}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void exportCsv()}>
          <Download className="size-4" aria-hidden="true" /> {t('Export CSV')}
        </Button>
      </div>

      {query.isPending ? (
        <Skeleton className="h-64" />
      ) : query.isError ? (
        <LoadError what={t('Verification requests')} error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState icon={FileCheck2} title={t('No requests here')}>
            {t('Requests from students and staff who chose your university appear here. Try another status filter.')}
          </EmptyState>
        </Card>
      ) : (
        <Card className="divide-y divide-border p-0">
          {items.map((r) => (
            <div key={r.id} className="flex items-center gap-3 p-3" data-testid="verification-row">
              {canBulkApprove(r) ? (
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-[var(--color-primary)]"
                  checked={selected.has(r.id)}
                  onChange={() => toggle(r.id)}
                  aria-label={r.requester?.name ? t('Select {name}', { name: r.requester.name }) : t('Select request')}
                />
              ) : (
                <span className="size-5 shrink-0" />
              )}
              <span className="hidden sm:block">{r.requester && <PersonAvatar person={r.requester} />}</span>
              <button type="button" className="min-w-0 flex-1 text-left" onClick={() => setOpen(r)}>
                <span className="block truncate font-semibold hover:underline" title={r.requester?.name ?? undefined}>
                  {r.requester?.name ?? t('Member')}
                </span>
                <span className="block truncate text-sm text-muted" title={programmeLine(r)}>
                  {programmeLine(r)}
                </span>
                <span
                  className={cn('block truncate text-xs', canBulkApprove(r) ? 'text-success' : 'text-muted')}
                  title={`${r.college_email} · ${t(emailState(r))}`}
                >
                  {r.college_email} · {t(emailState(r))} · <RelativeTime iso={r.created_at} />
                </span>
              </button>
              <span className="shrink-0 rounded-full bg-background px-2 py-0.5 text-xs font-medium">
                {t(VERIFICATION_STATUS_LABEL[r.status] ?? r.status)}
              </span>
            </div>
          ))}
        </Card>
      )}
      {items.length > 0 && <LoadMore pages={query} doneText={t('That is every request.')} />}
      {open && <VerificationDetail request={open} onClose={() => setOpen(null)} />}
    </section>
  )
}

/** "BSc Data Science · class of 2028 · staff": what the request says about the member. */
function programmeLine(r: VerificationRequest): string {
  return [
    r.programme,
    r.graduation_year && t('class of {year}', { year: String(r.graduation_year) }),
    r.role === 'staff' && t('staff'),
  ]
    .filter(Boolean)
    .join(' · ')
}
