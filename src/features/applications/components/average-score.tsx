import { Star } from 'lucide-react'
import { t } from '@/lib/i18n'

/** An applicant's average score over every reviewer and criterion, or that nobody has scored them yet. */
export function AverageScore({ average, count }: { average: number | null; count: number }) {
  if (!count || average === null) return <span className="shrink-0 text-xs text-muted">{t('Not scored')}</span>
  const value = Number(average).toFixed(1)
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900"
      title={t('{count, plural, one {Average of # score} other {Average of # scores}}', { count })}
    >
      <Star className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('Average score')}</span> {value}
    </span>
  )
}
