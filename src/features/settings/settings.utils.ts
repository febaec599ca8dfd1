/** "Chrome on macOS", "Safari on iPhone", from a user agent; "Unknown device" when there is none. */
import { msg } from '@/lib/i18n'
export function describeUserAgent(ua: string | null | undefined): { browser: string; os: string; mobile: boolean } {
  if (!ua) return { browser: msg('Unknown browser'), os: msg('unknown device'), mobile: false }
  const browser = /Edg\//.test(ua)
    ? msg('Edge')
    : /OPR\/|Opera/.test(ua)
      ? msg('Opera')
      : /Firefox\//.test(ua)
        ? msg('Firefox')
        : /(Chrome|Chromium|CriOS)\//.test(ua)
          ? msg('Chrome')
          : /Safari\//.test(ua)
            ? msg('Safari')
            : /node|undici|supabase|okhttp|curl/i.test(ua)
              ? msg('An app')
              : msg('Unknown browser')
  const os = /iPhone/.test(ua)
    ? msg('iPhone')
    : /iPad/.test(ua)
      ? msg('iPad')
      : /Android/.test(ua)
        ? msg('Android')
        : /Windows/.test(ua)
          ? msg('Windows')
          : /Mac OS X|Macintosh/.test(ua)
            ? msg('macOS')
            : /CrOS/.test(ua)
              ? msg('ChromeOS')
              : /Linux/.test(ua)
                ? msg('Linux')
                : msg('unknown device')
  return { browser, os, mobile: /Mobi|iPhone|Android/.test(ua) }
}

/** Every IANA zone the browser knows, the member's own first if missing from the list. */
export function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const zones = all.includes('UTC') ? all : ['UTC', ...all]
  return zones.includes(current) ? zones : [current, ...zones]
}

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
] as const

/** A byte count for progress: "3.4 MB". */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KB`
  return `${(n / 1024 / 1024).toFixed(1)} MB`
}
