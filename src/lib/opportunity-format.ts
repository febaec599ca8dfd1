const DAY = 86_400_000

/** "Closes in 3 days", "Closes today", "Closes in 5 hours", "Closed", "No deadline". */
export function deadlineLabel(deadline: string | null, now: number = Date.now()): { text: string; urgent: boolean } {
  if (!deadline) return { text: 'No deadline', urgent: false }
  const ms = Date.parse(deadline) - now
  if (ms <= 0) return { text: 'Closed', urgent: false }
  if (ms < DAY) {
    const hours = Math.max(1, Math.round(ms / 3_600_000))
    return { text: `Closes in ${hours} hour${hours === 1 ? '' : 's'}`, urgent: true }
  }
  const days = Math.ceil(ms / DAY)
  return { text: `Closes in ${days} day${days === 1 ? '' : 's'}`, urgent: days <= 3 }
}

/** "$1,500 – $2,500", "From €2,000", "Paid", "Unpaid". */
export function amountLabel(isPaid: boolean, min: number | null, max: number | null, currency: string): string {
  if (!isPaid && min == null && max == null) return 'Unpaid'
  const money = (n: number) =>
    new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 0 }).format(n)
  if (min != null && max != null) return min === max ? money(min) : `${money(min)} – ${money(max)}`
  if (min != null) return `From ${money(min)}`
  if (max != null) return `Up to ${money(max)}`
  return 'Paid'
}

/** Quotes a CSV field when it needs it (RFC 4180) and defuses spreadsheet formulas. */
export function csvField(value: unknown): string {
  let s = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export const toCsv = (rows: unknown[][]) => rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n'
