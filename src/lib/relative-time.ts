const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

import { intlLocale, t } from './i18n'
import { numberFormat } from './intl-cache'

const formats = new Map<string, Intl.RelativeTimeFormat>()

/** "3 hours ago", "yesterday", "just now": how long ago an ISO time was, in the app's language. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000)
  if (Math.abs(seconds) < 45) return t('just now')
  const locale = intlLocale()
  let format = formats.get(locale ?? '')
  if (!format) formats.set(locale ?? '', (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })))
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  }
  return format.format(Math.round(seconds / 60) || -1, 'minute')
}

/** The full date and time, for a tooltip. */
export const fullDateTime = (iso: string) =>
  new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' })

/** The date alone ("5 Dec 2026"), in the member's zone. */
export const fullDate = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(), { dateStyle: 'medium' })

/** 1234 → "1.2K". */
export const compactCount = (n: number) =>
  n < 1000 ? String(n) : numberFormat(intlLocale(), { notation: 'compact', maximumFractionDigits: 1 }).format(n)
