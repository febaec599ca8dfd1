import { plural } from './plural'

const DAY = 86_400_000

/** "Closes in 3 days", "Closes today", "Closes in 5 hours", "Closed", "No deadline". */
export function deadlineLabel(
  deadline: string | null,
  now: number = Date.now(),
  status?: string,
): { text: string; urgent: boolean } {
  // A closed opportunity is closed whatever its deadline said ("Closed" and "Closes in 27 days" never together).
  if (status === 'closed') return { text: 'Closed', urgent: false }
  if (!deadline) return { text: 'No deadline', urgent: false }
  const ms = Date.parse(deadline) - now
  if (ms <= 0) return { text: 'Closed', urgent: false }
  if (ms < DAY) {
    const hours = Math.max(1, Math.round(ms / 3_600_000))
    return { text: `Closes in ${plural(hours, 'hour')}`, urgent: true }
  }
  const days = Math.ceil(ms / DAY)
  return { text: `Closes in ${plural(days, 'day')}`, urgent: days <= 3 }
}

const PERIODS: Record<string, string> = {
  hour: ' per hour',
  month: ' per month',
  year: ' per year',
  one_off: ' one-off',
}

/** "$1,500 – $2,500 per month", "From €2,000 one-off", "Paid", "Unpaid". */
export function amountLabel(
  isPaid: boolean,
  min: number | null,
  max: number | null,
  currency: string,
  period?: string | null,
): string {
  if (!isPaid && min == null && max == null) return 'Unpaid'
  const money = (n: number) =>
    new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 0 }).format(n)
  const per = (period && PERIODS[period]) ?? ''
  if (min != null && max != null) return (min === max ? money(min) : `${money(min)} – ${money(max)}`) + per
  if (min != null) return `From ${money(min)}${per}`
  if (max != null) return `Up to ${money(max)}${per}`
  return 'Paid'
}

/** Quotes a CSV field when it needs it (RFC 4180) and defuses spreadsheet formulas. */
export function csvField(value: unknown): string {
  let s = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export const toCsv = (rows: unknown[][]) => rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n'
