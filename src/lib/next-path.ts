import { paths } from '@/config/paths'

/**
 * Where a visitor wanted to go before sign-in sent them elsewhere, carried as `?next=` through sign-in,
 * sign-up with its confirmation email, Google and profile selection. Only a path on this site is ever
 * followed: anything that could leave it (`https://…`, `//host`, `/\host`, `javascript:`) is dropped.
 */
export const NEXT_PARAM = 'next'

/** Pages a `next` never points at: they are the way in, and would send a member round in a circle. */
const ENTRY_PATHS = new Set<string>([
  paths.welcome,
  paths.signIn,
  paths.signUp,
  paths.signupPrompt,
  paths.emailVerification(),
  paths.authConfirm,
  paths.authCallback,
  paths.profileSelection,
])

const PROBE_ORIGIN = 'https://same-site.invalid'

/** The same-site path in `raw`, or null when there is none or it would lead off the site. */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null
  // A path, not a protocol-relative URL; browsers read a backslash as a slash.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null
  // Control characters and whitespace are never part of our paths (and "/\t/host" is "//host").
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i)
    if (code <= 0x20 || code === 0x7f) return null
  }
  let url: URL
  try {
    url = new URL(raw, PROBE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PROBE_ORIGIN || ENTRY_PATHS.has(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** `path` with `?next=` (or `&next=`) added when `next` is a safe destination. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNext(next)
  if (!safe) return path
  return `${path}${path.includes('?') ? '&' : '?'}${NEXT_PARAM}=${encodeURIComponent(safe)}`
}

/** The safe `next` of a location's query string. */
export const nextFromSearch = (search: string) => safeNext(new URLSearchParams(search).get(NEXT_PARAM))
