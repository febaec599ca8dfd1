import { TZDateMini } from '@date-fns/tz'

/** "2026-03-28T09:00" on the wall clock of `timeZone` → the instant, as an ISO string in UTC. */
export function wallTimeToIso(wallTime: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallTime)
  if (!m) throw new RangeError(`Not a date and time: ${wallTime}`)
  const [y, mo, d, h, mi] = m.slice(1).map(Number)
  return new Date(new TZDateMini(y, mo - 1, d, h, mi, timeZone).getTime()).toISOString()
}

/** An instant → "2026-03-28T09:00" on the wall clock of `timeZone` (what a datetime-local input shows). */
export function isoToWallTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`
}

/** Whether the runtime knows an IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** Every zone the runtime knows, for a picker (a short list where the runtime cannot list them). */
export function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone')
  return supported?.length
    ? ['UTC', ...supported.filter((z) => z !== 'UTC')]
    : ['UTC', 'Europe/London', 'America/New_York']
}
