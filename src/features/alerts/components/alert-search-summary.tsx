import { OPPORTUNITY_TYPES, WORK_MODES } from '@/data/opportunities/opportunity-types'
import type { OpportunityAlert } from '@/data/opportunities/alerts'
import { t } from '@/lib/i18n'
import { profileTypeLabel } from '@/lib/profile-types'

const label = (list: readonly { value: string; label: string }[], value: string) => {
  const found = list.find((o) => o.value === value)
  return found ? t(found.label) : value
}

/** The search an alert keeps, as short chips ("“data”", "Internship", "Berlin", "Paid"). */
export function AlertSearchSummary({ alert: a }: { alert: OpportunityAlert }) {
  const amount = (v: number | null) => (v == null ? null : v.toLocaleString(undefined, { maximumFractionDigits: 0 }))
  const chips = [
    a.query && `“${a.query}”`,
    ...a.types.map((v) => label(OPPORTUNITY_TYPES, v)),
    ...a.work_modes.map((v) => label(WORK_MODES, v)),
    a.location,
    a.paid_only && t('Paid'),
    a.min_amount != null && t('From {amount} {currency}', { amount: amount(a.min_amount)!, currency: a.currency }),
    a.max_amount != null && t('Up to {amount} {currency}', { amount: amount(a.max_amount)!, currency: a.currency }),
    a.closing_within_days != null && t('Closing within {days} days', { days: a.closing_within_days }),
    ...a.poster_types.map((v) => t('By: {type}', { type: profileTypeLabel(v) })),
  ].filter((c): c is string => Boolean(c))
  if (!chips.length) return <p className="text-sm text-muted">{t('Every new opportunity')}</p>
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('Search')}>
      {chips.map((c) => (
        <li key={c} className="rounded-full bg-primary-soft px-2.5 py-0.5 text-sm text-primary">
          {c}
        </li>
      ))}
    </ul>
  )
}
