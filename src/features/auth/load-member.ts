import type { Session, User } from '@supabase/supabase-js'
import { AUTH_ERRORS, AUTH_TIMING } from '@/config/auth-constants'
import type { AppUser } from '@/data/auth/auth-context'
import { setDisplayTimeZone } from '@/lib/display-zone'
import { browserLanguages, pickLocale, setLocale } from '@/lib/i18n'
import { forgetOfflineData, lastProfile, rememberProfile } from '@/lib/offline-data'
import type { AppClient } from '@/lib/supabase'
import { withTimeout } from '@/lib/timing'
import type { Database } from '@/types/database'
import { fallbackUser, pendingSecondFactor, userFromProfile } from './auth.utils'

/** The member from their profile, kept for offline; the app's time zone and language follow it. */
export async function adopt(profile: Database['public']['Tables']['user_profiles']['Row'], authUser: User) {
  rememberProfile(profile)
  setDisplayTimeZone(profile.timezone)
  // The shell appears in the member's language at once: the catalog loads while the profile does.
  await setLocale(pickLocale(profile.language, browserLanguages())).catch(() => undefined)
  return userFromProfile(profile, authUser)
}

/** Steps 4 and 5 of start-up: is there a profile, then read it with a 3 s limit or fall back. */
export async function loadMember(
  ensureClient: () => Promise<AppClient>,
  session: Session,
): Promise<{ user: AppUser | null; isNewUser: boolean }> {
  const authUser = session.user
  // Password only, the code not yet confirmed: not in yet, so no member for the app to load data for
  // (the database would refuse it). The session stays, for the sign-in page's code step.
  if (pendingSecondFactor(session)) return { user: null, isNewUser: false }
  const last = lastProfile(authUser.id)
  // Offline, or the profile does not load: the last profile this member loaded on this device.
  const fallback = async () => ({
    user: last ? await adopt(last, authUser) : fallbackUser(authUser),
    isNewUser: false,
  })
  if (!navigator.onLine) return fallback()
  const client = await ensureClient()
  // No row is the expected answer for a new member: maybeSingle answers it with 200 and null, where
  // single() answers 406 (PGRST116), which the browser logs as a failed request on every sign-up.
  const check = await client.from('user_profiles').select('id').eq('user_id', authUser.id).maybeSingle()
  if (!check.error && !check.data) return { user: { ...fallbackUser(authUser), profile_type: null }, isNewUser: true }
  try {
    const { data, error } = await withTimeout(
      client.from('user_profiles').select('*').eq('user_id', authUser.id).single(),
      AUTH_TIMING.profileFetchTimeoutMs,
      AUTH_ERRORS.profileFetchTimeout,
    )
    if (error || !data) throw error ?? new Error(AUTH_ERRORS.profileFetchTimeout)
    // Another member's (or nobody's) profile was kept here: their data cached by the worker goes first.
    if (!last) await forgetOfflineData()
    return { user: await adopt(data, authUser), isNewUser: false }
  } catch {
    return fallback()
  }
}
