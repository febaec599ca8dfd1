import type { Session } from '@supabase/supabase-js'
import { AUTH_STORAGE } from '@/config/auth-constants'
import { authStorage, hasStoredAuth, readMirror, storedKeys, writeMirror } from '@/lib/auth-storage'
import { storedSession } from '@/lib/offline-data'
import type { AppClient } from '@/lib/supabase'
import { findStoredTokens, isExpiringSoon, isMirrorStale, shouldRefreshMirror } from './auth.utils'

/** Writes the session's tokens to the mirror: always when `force`, else only once the mirror is due. */
export function syncMirror(session: Session | null, force: boolean) {
  if (!session) return
  if (!force && !shouldRefreshMirror(readMirror())) return
  writeMirror({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    user_id: session.user.id,
    cached_at: Date.now(),
  })
}

/** SPEC §4 start-up, steps 1–3: the stored session, refreshed when it expires soon, or restored from its tokens. */
export async function restoreSession(
  ensureClient: () => Promise<AppClient>,
  readSession: { (): Promise<Session | null>; clear(): void },
): Promise<Session | null> {
  const rawMirror = authStorage.getItem(AUTH_STORAGE.mirrorKey)
  if (isMirrorStale(rawMirror, readMirror(), null)) authStorage.removeItem(AUTH_STORAGE.mirrorKey)
  // Nothing stored means nothing to restore: a guest never loads the client just to learn that.
  if (!hasStoredAuth()) return null
  // Offline, supabase-js would first retry refreshing an old token for ~25 s: the stored session is the member's.
  const offline = !navigator.onLine && storedSession()
  if (offline) {
    void ensureClient().catch(() => undefined)
    return offline
  }
  const client = await ensureClient()
  let session = await readSession()
  if (isMirrorStale(rawMirror, readMirror(), session?.user.id ?? null)) authStorage.removeItem(AUTH_STORAGE.mirrorKey)
  if (session && isExpiringSoon(session.expires_at)) {
    const refreshed = await client.auth.refreshSession()
    session = refreshed.data.session
  }
  if (!session) {
    const stored = findStoredTokens(storedKeys())
    if (stored) {
      const restored = await client.auth.setSession({
        access_token: stored.access_token,
        refresh_token: stored.refresh_token,
      })
      session = restored.data.session
    }
  }
  readSession.clear()
  syncMirror(session, true)
  return session
}
