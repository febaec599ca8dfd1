const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?$/i

/**
 * Whether `value` is an ISO 8601 date or timestamp that PostgreSQL reads as written, so it can be passed on as the
 * string it is (a `Date` would cut microseconds: docs/footguns.md). `Date.parse` alone is not enough: it takes "1",
 * "March 7" and 2026-02-30, which PostgreSQL refuses (a 500 where the caller's input was at fault).
 */
export function isTimestamp(value: string): boolean {
  const m = ISO.exec(value)
  if (!m) return false
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = m.slice(1).map((p) => Number(p ?? 0))
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return year >= 1 && sameDay && hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 15 && offsetMinutes <= 59
}
