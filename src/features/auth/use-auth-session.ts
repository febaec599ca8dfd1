import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { AUTH_ERRORS, AUTH_TIMING } from '@/config/auth-constants'
import type { AppUser, AuthState } from '@/data/auth/auth-context'
import { hasStoredAuth } from '@/lib/auth-storage'
import { forgetOfflineData } from '@/lib/offline-data'
import { cached, debounce, sleep } from '@/lib/timing'
import type { AuthActionDeps } from './auth-actions'
import type { useAuthClient } from './auth-client'
import { loadMember } from './load-member'
import { restoreSession, syncMirror } from './restore-session'

const INITIAL: AuthState = { user: null, session: null, loading: true, error: null, isNewUser: false }

/**
 * The auth state: restored at start (SPEC §4), then following the client's auth events and, while nobody is
 * signed in, the tab becoming visible again (another tab may have signed in). `deps` is what the provider's
 * methods work with.
 */
export function useAuthSession({ ensureClient, clientPromise, authEventHandler }: ReturnType<typeof useAuthClient>) {
  // Nothing stored means a guest, known at once: their first render is the page, not a loading state.
  const [state, setState] = useState<AuthState>(() => (hasStoredAuth() ? INITIAL : { ...INITIAL, loading: false }))
  const stateRef = useRef(state)
  stateRef.current = state
  const userWaiters = useRef(new Set<(user: AppUser | null) => void>())

  const publish = useCallback((next: Partial<AuthState>) => {
    setState((prev) => {
      const merged = { ...prev, ...next }
      stateRef.current = merged
      userWaiters.current.forEach((notify) => notify(merged.user))
      return merged
    })
  }, [])

  /** A session read is cached for 5 minutes; auth events clear the cache. */
  const readSession = useMemo(
    () => cached(async () => (await (await ensureClient()).auth.getSession()).data.session, AUTH_TIMING.sessionCacheMs),
    [ensureClient],
  )

  const applySession = useCallback(
    async (session: Session | null) => {
      if (!session) return publish({ user: null, session: null, isNewUser: false })
      const { user, isNewUser } = await loadMember(ensureClient, session)
      publish({ user, session, isNewUser, error: null })
    },
    [ensureClient, publish],
  )

  useEffect(() => {
    let settled = false
    const timeout = setTimeout(() => {
      if (settled) return
      settled = true
      publish({ user: null, session: null, loading: false, error: AUTH_ERRORS.initTimedOut })
    }, AUTH_TIMING.initTimeoutMs)

    restoreSession(ensureClient, readSession)
      .then(async (session) => {
        if (settled) return
        const loaded = session ? await loadMember(ensureClient, session) : null
        if (settled) return
        settled = true
        publish({
          session,
          user: loaded?.user ?? null,
          isNewUser: loaded?.isNewUser ?? false,
          loading: false,
          error: null,
        })
      })
      .catch(() => {
        if (settled) return
        settled = true
        publish({ user: null, session: null, loading: false, error: AUTH_ERRORS.initFailed })
      })
      .finally(() => clearTimeout(timeout))

    const onAuthEvent = debounce((event: AuthChangeEvent, session: Session | null) => {
      readSession.clear()
      if (event === 'SIGNED_OUT') {
        void forgetOfflineData()
        return publish({ user: null, session: null, isNewUser: false })
      }
      syncMirror(session, event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED')
      void applySession(session)
    }, AUTH_TIMING.authEventDebounceMs)
    authEventHandler.current = onAuthEvent

    const onVisible = debounce(async () => {
      if (stateRef.current.user || !hasStoredAuth()) return
      const session = await readSession()
      if (session) await applySession(session)
    }, AUTH_TIMING.visibilityDebounceMs)
    const handleVisibility = () => {
      if (document.visibilityState !== 'visible') return
      if (!stateRef.current.user) onVisible()
      else syncMirror(stateRef.current.session, false)
    }
    document.addEventListener('visibilitychange', handleVisibility)

    return () => {
      settled = true
      clearTimeout(timeout)
      onAuthEvent.cancel()
      onVisible.cancel()
      authEventHandler.current = null
      document.removeEventListener('visibilitychange', handleVisibility)
    }
  }, [ensureClient, authEventHandler, applySession, publish, readSession])

  /** Resolves once the auth-change handler has loaded `userId`, or after the post-login wait. */
  const waitForUser = useCallback((userId: string) => {
    if (stateRef.current.user?.id === userId) return Promise.resolve()
    return new Promise<void>((resolve) => {
      const done = () => {
        userWaiters.current.delete(notify)
        resolve()
      }
      const notify = (user: AppUser | null) => user?.id === userId && done()
      userWaiters.current.add(notify)
      void sleep(AUTH_TIMING.postLoginWaitMs).then(done)
    })
  }, [])

  const deps = useMemo<AuthActionDeps>(
    () => ({ ensureClient, clientPromise, stateRef, publish, readSession, applySession, waitForUser }),
    [ensureClient, clientPromise, publish, readSession, applySession, waitForUser],
  )
  return { state, deps }
}
