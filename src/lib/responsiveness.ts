import { intlLocale, t } from '@/lib/i18n'
import { numberFormat } from '@/lib/intl-cache'

/** An organisation's figures as the `responsiveness` summary holds them. */
export interface ResponsivenessFigures {
  /** Applications counted: answered, or unanswered after 10 business days. */
  applications: number
  /** Of those, answered within 10 business days. */
  answered_within: number
  /** Median business hours (weekday hours in the poster's zone) to a first answer; null when most waited longer. */
  median_response_hours: number | null
}

/** "Usually responds within 2 business days", rounded up to whole business days (never "within 0"). */
export function medianPhrase(f: ResponsivenessFigures): string {
  if (f.median_response_hours === null) return t('Most applications wait over 10 business days for an answer')
  const days = Math.max(1, Math.ceil(Number(f.median_response_hours) / 24))
  return t('Usually responds within {days, plural, one {# business day} other {# business days}}', { days })
}

/** "92 % answered within 10 business days", the percentage in the reader's language. */
export function sharePhrase(f: ResponsivenessFigures): string {
  const share = f.applications > 0 ? f.answered_within / f.applications : 0
  const percent = numberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(share)
  return t('{percent} answered within 10 business days', { percent })
}
