import { createClient } from '@supabase/supabase-js'
import { AUTH_STORAGE, CLIENT_INFO_HEADER } from '@/config/auth-constants'
import { env } from '@/config/env'
import type { Database } from '@/types/database'
import { authStorage } from './auth-storage'
import { storedSession } from './offline-data'

export function createAppClient() {
  // Offline with a token due for refresh, supabase-js would retry the refresh for ~25 s while every request waits.
  // The client then starts without the session (requests fail at once, or get the worker's copy) and takes it
  // back when the device is online (docs/decisions.md, "Installable app").
  const key = AUTH_STORAGE.sessionKey
  let held = !navigator.onLine && (storedSession()?.expires_at ?? Infinity) * 1000 - Date.now() < 5 * 60_000
  const mine = (k: string) => !held || k !== key
  const storage = {
    getItem: (k: string) => (mine(k) ? authStorage.getItem(k) : null),
    setItem: (k: string, v: string) => void (mine(k) && authStorage.setItem(k, v)),
    removeItem: (k: string) => void (mine(k) && authStorage.removeItem(k)),
  }
  const client = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: {
      storageKey: key,
      storage,
      persistSession: true,
      autoRefreshToken: true,
      // Our own /auth/callback and /auth/confirm screens exchange codes, so they can show progress and errors.
      detectSessionInUrl: false,
      flowType: 'pkce',
      experimental: { passkey: env.passkeys },
    },
    global: { headers: CLIENT_INFO_HEADER },
  })
  // Capture: before TanStack Query refetches on `online`, so its requests wait for the session (auth lock).
  if (held)
    window.addEventListener(
      'online',
      () => {
        held = false
        const session = storedSession()
        if (session) void client.auth.setSession(session)
      },
      { once: true, capture: true },
    )
  return client
}

/**
 * A client that keeps no session: it checks a password without touching the member's own session. Signing in on
 * the app's client would replace that session, and an aal2 one by the password's aal1 one, which may no longer
 * change the password of a member with two-step verification.
 */
export function createDetachedClient() {
  return createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: {
      storageKey: `${AUTH_STORAGE.sessionKey}-detached`,
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: { headers: CLIENT_INFO_HEADER },
  })
}
