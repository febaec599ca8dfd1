import { ScrollRow } from '@/components/shared/scroll-row'
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/data/opportunities/opportunity-types'
import { cn } from '@/lib/cn'
import { msg, t } from '@/lib/i18n'

/** "All" and the given statuses as pressable pills, each with how many applications have it. */
export function StatusFilter({
  statuses,
  value,
  onChange,
  total,
  counts,
  className,
}: {
  statuses: readonly (typeof APPLICATION_STATUSES)[number][]
  value: ApplicationStatus | 'all'
  onChange: (value: ApplicationStatus | 'all') => void
  total: number
  counts: ReadonlyMap<string, number>
  className?: string
}) {
  return (
    <ScrollRow label={t('Filter by status')} className={className}>
      {[{ value: 'all' as const, label: msg('All') }, ...statuses].map((s) => (
        <button
          key={s.value}
          type="button"
          aria-pressed={value === s.value}
          onClick={() => onChange(s.value)}
          className={cn(
            'min-h-11 shrink-0 rounded-full px-4 text-sm font-medium',
            value === s.value ? 'bg-primary text-primary-foreground' : 'bg-surface text-muted hover:bg-border/50',
          )}
        >
          {t(s.label)} {s.value === 'all' ? total : (counts.get(s.value) ?? 0)}
        </button>
      ))}
    </ScrollRow>
  )
}
