import { intlLocale, t } from './i18n'

/** A month as stored ('2023-09-01') or as a month input gives it ('2023-09'): [year, month 1–12]. */
const parts = (month: string) => [Number(month.slice(0, 4)), Number(month.slice(5, 7))] as const

/** "Sep 2023", in the reader's language; months are calendar months, never shifted by a time zone. */
export function formatMonth(month: string): string {
  const [y, m] = parts(month)
  return new Intl.DateTimeFormat(intlLocale() ?? 'en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  )
}

/** Whole months from start to end, both counted (Sep–Sep is 1 month, as LinkedIn counts). */
export function monthsBetween(start: string, end: string): number {
  const [y1, m1] = parts(start)
  const [y2, m2] = parts(end)
  return Math.max(1, (y2 - y1) * 12 + (m2 - m1) + 1)
}

/** "1 yr 3 mos", "8 mos", "2 yrs". */
export function formatDuration(months: number): string {
  const years = Math.floor(months / 12)
  const rest = months % 12
  const y = years ? t('{years, plural, one {# yr} other {# yrs}}', { years }) : ''
  const m = rest ? t('{months, plural, one {# mo} other {# mos}}', { months: rest }) : ''
  return [y, m].filter(Boolean).join(' ')
}

/**
 * "Sep 2023 – Present · 1 yr 3 mos" (no end: still there), "Sep 2023 – Jun 2027" with a duration only when
 * `withDuration`; an entry without a start shows its end alone.
 */
export function formatMonthRange(
  start: string | null,
  end: string | null,
  { withDuration = true, now = new Date() }: { withDuration?: boolean; now?: Date } = {},
): string {
  if (!start) return end ? formatMonth(end) : ''
  const until = end ?? `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`
  const range = `${formatMonth(start)} – ${end ? formatMonth(end) : t('Present')}`
  return withDuration ? `${range} · ${formatDuration(monthsBetween(start, until))}` : range
}

/** A stored month as a month input's value, and back. */
export const toMonthInput = (month: string | null) => (month ? month.slice(0, 7) : '')
export const fromMonthInput = (value: string | null | undefined) => (value ? `${value.slice(0, 7)}-01` : null)
