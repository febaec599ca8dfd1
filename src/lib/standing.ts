/** The clock of moderation decisions: appeals for 6 months, strikes for 12 (the database counts the same). */

const plusMonths = (iso: string, months: number) => {
  const d = new Date(iso)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d
}

/** The last moment an appeal is accepted. */
export const appealDeadline = (decidedAt: string) => plusMonths(decidedAt, 6)

/** When a strike stops counting. */
export const strikeExpiry = (decidedAt: string) => plusMonths(decidedAt, 12)

/** Whether the member may still appeal: not reversed, not appealed, within 6 months. */
export const canAppeal = (
  d: { created_at: string; reversed_at: string | null; appeal: unknown },
  now: Date = new Date(),
) => !d.reversed_at && !d.appeal && now <= appealDeadline(d.created_at)
