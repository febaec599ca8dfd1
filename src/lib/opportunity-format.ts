import { intlLocale, msg, t } from './i18n'
import { numberFormat } from './intl-cache'

const DAY = 86_400_000

/** "Closes in 3 days", "Closes today", "Closes in 5 hours", "Closed", "No deadline". */
export function deadlineLabel(
  deadline: string | null,
  now: number = Date.now(),
  status?: string,
): { text: string; urgent: boolean } {
  // A closed opportunity is closed whatever its deadline said ("Closed" and "Closes in 27 days" never together).
  if (status === 'closed') return { text: t('Closed'), urgent: false }
  if (!deadline) return { text: t('No deadline'), urgent: false }
  const ms = Date.parse(deadline) - now
  if (ms <= 0) return { text: t('Closed'), urgent: false }
  if (ms < DAY) {
    const hours = Math.max(1, Math.round(ms / 3_600_000))
    return {
      text: t('{count, plural, one {Closes in # hour} other {Closes in # hours}}', { count: hours }),
      urgent: true,
    }
  }
  const days = Math.ceil(ms / DAY)
  return {
    text: t('{count, plural, one {Closes in # day} other {Closes in # days}}', { count: days }),
    urgent: days <= 3,
  }
}

// An amount with its period: "{amount} per month" (the amount may be a range, or "From …" / "Up to …").
const PERIODS: Record<string, string> = {
  hour: msg('{amount} per hour'),
  month: msg('{amount} per month'),
  year: msg('{amount} per year'),
  one_off: msg('{amount} one-off'),
}

/** "$1,500 – $2,500 per month", "From €2,000 one-off", "Paid", "Unpaid". */
export function amountLabel(
  isPaid: boolean,
  min: number | null,
  max: number | null,
  currency: string,
  period?: string | null,
): string {
  if (!isPaid && min == null && max == null) return t('Unpaid')
  const money = (n: number) =>
    numberFormat(intlLocale(), { style: 'currency', currency, maximumFractionDigits: 0 }).format(n)
  const per = (amount: string) => (period && PERIODS[period] ? t(PERIODS[period], { amount }) : amount)
  if (min != null && max != null) return per(min === max ? money(min) : `${money(min)} – ${money(max)}`)
  if (min != null) return per(t('From {amount}', { amount: money(min) }))
  if (max != null) return per(t('Up to {amount}', { amount: money(max) }))
  return t('Paid')
}

/** Quotes a CSV field when it needs it (RFC 4180) and defuses spreadsheet formulas. */
export function csvField(value: unknown): string {
  let s = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export const toCsv = (rows: unknown[][]) => rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n'
