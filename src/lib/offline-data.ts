import type { Session } from '@supabase/supabase-js'
import { AUTH_STORAGE } from '@/config/auth-constants'
import { PWA_CACHES } from '@/config/pwa-caches'
import type { Tables } from '@/types/database'
import { authStorage } from './auth-storage'

/**
 * What a signed-in member's app keeps for a reload without network (docs/decisions.md, "Installable app"): the last
 * profile it loaded (next to the session, so remember-me off keeps it in sessionStorage too) and the worker's caches.
 */
const PROFILE_KEY = 'campus-network-last-profile'

const parse = (key: string) => {
  try {
    return JSON.parse(authStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

export const rememberProfile = (row: Tables<'user_profiles'>) => authStorage.setItem(PROFILE_KEY, JSON.stringify(row))

/** The last profile loaded on this device, only when it is `userId`'s. */
export function lastProfile(userId: string): Tables<'user_profiles'> | null {
  const row = parse(PROFILE_KEY)
  return row?.user_id === userId ? row : null
}

/** The session supabase-js keeps, read without it: offline it would first try (for ~25 s) to refresh an old one. */
export function storedSession(): Session | null {
  const session = parse(AUTH_STORAGE.sessionKey)
  return session?.access_token && session.user ? session : null
}

/** Sign-out, or another member on this device: the last profile and the worker's copies of their data go. */
export function forgetOfflineData() {
  authStorage.removeItem(PROFILE_KEY)
  return Promise.all(Object.values(PWA_CACHES).map((name) => self.caches?.delete(name))).catch(() => undefined)
}
