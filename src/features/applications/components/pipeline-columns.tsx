import { ScrollRow } from '@/components/shared/scroll-row'
import { columnKey, type PipelineColumn } from '@/data/pipeline/pipeline-types'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { columnLabel } from '../pipeline.utils'

const TONE: Record<string, string> = {
  submitted: 'border-l-slate-400',
  under_review: 'border-l-sky-500',
  shortlisted: 'border-l-indigo-500',
  interview: 'border-l-violet-500',
  offered: 'border-l-amber-500',
  accepted: 'border-l-emerald-500',
  rejected: 'border-l-rose-500',
  withdrawn: 'border-l-zinc-400',
}

/** The pipeline's columns in order, each with its count; the chosen one's applicants show below. */
export function PipelineColumns({
  columns,
  value,
  onChange,
}: {
  columns: readonly PipelineColumn[]
  value: string
  onChange: (key: string) => void
}) {
  return (
    <ScrollRow label={t('Pipeline stages')}>
      {columns.map((c) => {
        const key = columnKey(c)
        const on = key === value
        return (
          <button
            key={key}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(key)}
            className={cn(
              'flex min-h-14 min-w-32 shrink-0 flex-col items-start justify-center rounded-lg border border-l-4 px-3 py-1.5 text-left',
              TONE[c.status],
              on ? 'border-primary bg-primary/10' : 'border-border bg-surface hover:bg-border/40',
            )}
          >
            <span className="text-sm font-semibold">{columnLabel(c)}</span>
            <span className="text-xs text-muted">
              {t('{count, plural, one {# applicant} other {# applicants}}', { count: c.applications })}
            </span>
          </button>
        )
      })}
    </ScrollRow>
  )
}
