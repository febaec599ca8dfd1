/** Parses a timestamptz as Postgres prints it (`2026-01-02 03:04:05.6+00`) or as ISO. */
export function parseTimestamp(value: string): Date {
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'))
}
