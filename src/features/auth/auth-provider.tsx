import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'
import { AUTH_ERRORS, AUTH_STORAGE, AUTH_TIMING } from '@/config/auth-constants'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import {
  authStorage,
  clearAuthStorage,
  hasStoredAuth,
  readMirror,
  setRememberMe,
  storedKeys,
  writeMirror,
} from '@/lib/auth-storage'
import { setDisplayTimeZone } from '@/lib/display-zone'
import { browserLanguages, pickLocale, setLocale } from '@/lib/i18n'
import { withNext } from '@/lib/next-path'
import { forgetOfflineData, lastProfile, rememberProfile, storedSession } from '@/lib/offline-data'
import type { ProfileType } from '@/lib/profile-types'
import { getDetachedSupabase, getSupabase, type AppClient } from '@/lib/supabase'
import { cached, debounce, sleep, withTimeout } from '@/lib/timing'
import type { Database } from '@/types/database'
import {
  AuthContext,
  type ActionResult,
  type AppUser,
  type AuthContextValue,
  type AuthState,
} from '@/data/auth/auth-context'
import {
  fallbackUser,
  findStoredTokens,
  isExpiringSoon,
  isMirrorStale,
  newProfilePayload,
  pendingSecondFactor,
  shouldRefreshMirror,
  userFromProfile,
  withoutUndefined,
} from './auth.utils'
import { toAppError } from '@/lib/errors'
import { exchangeLinkCode } from './exchange-link-code'

/** The member from their profile, kept for offline; the app's time zone and language follow it. */
async function adopt(profile: Database['public']['Tables']['user_profiles']['Row'], authUser: User) {
  rememberProfile(profile)
  setDisplayTimeZone(profile.timezone)
  // The shell appears in the member's language at once: the catalog loads while the profile does.
  await setLocale(pickLocale(profile.language, browserLanguages())).catch(() => undefined)
  return userFromProfile(profile, authUser)
}

const INITIAL: AuthState = { user: null, session: null, loading: true, error: null, isNewUser: false }

const origin = () => window.location.origin
const isLocalhost = () => ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname)

export function AuthProvider({
  children,
  loadClient = getSupabase,
}: {
  children: ReactNode
  loadClient?: () => Promise<AppClient>
}) {
  // Nothing stored means a guest, known at once: their first render is the page, not a loading state.
  const [state, setState] = useState<AuthState>(() => (hasStoredAuth() ? INITIAL : { ...INITIAL, loading: false }))
  const stateRef = useRef(state)
  stateRef.current = state
  const userWaiters = useRef(new Set<(user: AppUser | null) => void>())
  const authEventHandler = useRef<((event: AuthChangeEvent, session: Session | null) => void) | null>(null)
  const clientPromise = useRef<Promise<AppClient> | null>(null)

  /** The client, loaded on first need; its auth events go to whichever handler is current. */
  const ensureClient = useCallback(() => {
    clientPromise.current ??= loadClient().then((client) => {
      client.auth.onAuthStateChange((event, session) => {
        if (event !== 'INITIAL_SESSION') authEventHandler.current?.(event, session)
      })
      return client
    })
    return clientPromise.current
  }, [loadClient])

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

  const syncMirror = useCallback((session: Session | null, force: boolean) => {
    if (!session) return
    if (!force && !shouldRefreshMirror(readMirror())) return
    writeMirror({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      user_id: session.user.id,
      cached_at: Date.now(),
    })
  }, [])

  /** Steps 4 and 5 of start-up: is there a profile, then read it with a 3 s limit or fall back. */
  const loadUser = useCallback(
    async (session: Session): Promise<{ user: AppUser | null; isNewUser: boolean }> => {
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
      if (!check.error && !check.data)
        return { user: { ...fallbackUser(authUser), profile_type: null }, isNewUser: true }
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
    },
    [ensureClient],
  )

  const applySession = useCallback(
    async (session: Session | null) => {
      if (!session) return publish({ user: null, session: null, isNewUser: false })
      const { user, isNewUser } = await loadUser(session)
      publish({ user, session, isNewUser, error: null })
    },
    [loadUser, publish],
  )

  /** SPEC §4 start-up, steps 1–5. */
  const initialize = useCallback(async (): Promise<Session | null> => {
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
  }, [ensureClient, readSession, syncMirror])

  useEffect(() => {
    let settled = false
    const timeout = setTimeout(() => {
      if (settled) return
      settled = true
      publish({ user: null, session: null, loading: false, error: AUTH_ERRORS.initTimedOut })
    }, AUTH_TIMING.initTimeoutMs)

    initialize()
      .then(async (session) => {
        if (settled) return
        const loaded = session ? await loadUser(session) : null
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
  }, [initialize, loadUser, applySession, publish, readSession, syncMirror])

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

  const value = useMemo<AuthContextValue>(() => {
    const run = async (action: () => Promise<ActionResult>, fallbackMessage: string): Promise<ActionResult> => {
      try {
        return await action()
      } catch {
        return { error: new Error(fallbackMessage) }
      }
    }
    return {
      ...state,
      signIn: (email, password, rememberMe) =>
        run(async () => {
          setRememberMe(rememberMe)
          const client = await ensureClient()
          const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password })
          if (error) return { error }
          if (!pendingSecondFactor(data.session)) await waitForUser(data.user.id)
          return { error: null }
        }, AUTH_ERRORS.authenticationFailed),
      signInWithPasskey: (rememberMe) =>
        run(async () => {
          setRememberMe(rememberMe)
          const client = await ensureClient()
          const { data, error } = await client.auth.signInWithPasskey()
          if (error) return { error }
          if (data.user) await waitForUser(data.user.id)
          return { error: null }
        }, AUTH_ERRORS.authenticationFailed),
      signUp: async ({ name, email, password, next }) => {
        try {
          const [first, ...rest] = name.trim().split(/\s+/)
          const client = await ensureClient()
          const { data, error } = await client.auth.signUp({
            email: email.trim(),
            password,
            options: {
              data: { name: name.trim(), full_name: name.trim(), first_name: first ?? '', last_name: rest.join(' ') },
              emailRedirectTo: `${origin()}${withNext(paths.authConfirm, next)}`,
            },
          })
          if (error) return { error, needsConfirmation: false }
          // The email must be confirmed first, even where the backend confirms automatically.
          if (data.session) await client.auth.signOut()
          return { error: null, needsConfirmation: true }
        } catch {
          return { error: new Error(AUTH_ERRORS.registrationFailed), needsConfirmation: false }
        }
      },
      signInWithGoogle: (next) =>
        run(async () => {
          const redirectBase = isLocalhost() ? origin() : env.siteUrl
          const client = await ensureClient()
          const { error } = await client.auth.signInWithOAuth({
            provider: 'google',
            options: {
              redirectTo: `${redirectBase}${withNext(paths.authCallback, next)}`,
              queryParams: { access_type: 'offline', prompt: 'consent' },
            },
          })
          return { error }
        }, AUTH_ERRORS.authenticationFailed),
      signOut: async (thenGo) => {
        // This device only: signing out on a phone does not end the session on a laptop.
        if (clientPromise.current)
          await (await clientPromise.current).auth.signOut({ scope: 'local' }).catch(() => undefined)
        clearAuthStorage()
        await forgetOfflineData()
        readSession.clear()
        void setLocale(pickLocale(null, browserLanguages())).catch(() => undefined)
        // react-router navigates inside a transition; clearing the user in the same transition keeps the
        // members' page from rendering once more without a user (and its guard from sending us to /signin).
        startTransition(() => {
          thenGo?.()
          publish({ user: null, session: null, isNewUser: false, error: null })
        })
      },
      resendConfirmation: (email, next) =>
        run(async () => {
          const client = await ensureClient()
          const { error } = await client.auth.resend({
            type: 'signup',
            email,
            options: { emailRedirectTo: `${origin()}${withNext(paths.authConfirm, next)}` },
          })
          return { error }
        }, AUTH_ERRORS.authenticationFailed),
      requestPasswordReset: (email) =>
        run(async () => {
          const client = await ensureClient()
          const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
            redirectTo: `${origin()}${paths.resetPassword}`,
          })
          return { error }
        }, AUTH_ERRORS.authenticationFailed),
      updatePassword: (password) =>
        run(async () => {
          const client = await ensureClient()
          const { error } = await client.auth.updateUser({ password })
          return { error }
        }, AUTH_ERRORS.authenticationFailed),
      verifyPassword: (password) =>
        run(async () => {
          const email = stateRef.current.session?.user.email
          if (!email) return { error: new Error(AUTH_ERRORS.noUser) }
          const probe = await getDetachedSupabase()
          const { error } = await probe.auth.signInWithPassword({ email, password })
          if (!error) await probe.auth.signOut({ scope: 'local' })
          return { error: error ? new Error('That is not your current password.') : null }
        }, AUTH_ERRORS.authenticationFailed),
      selectProfileType: async (type: ProfileType) => {
        const session = stateRef.current.session
        if (!session) return { error: new Error(AUTH_ERRORS.noUser) }
        const locale = Intl.DateTimeFormat().resolvedOptions()
        const region = new Intl.Locale(navigator.language).maximize().region
        const location = region
          ? (new Intl.DisplayNames([navigator.language], { type: 'region' }).of(region) ?? null)
          : null
        const payload = newProfilePayload(session.user, type, {
          location,
          timezone: locale.timeZone ?? 'UTC',
          language: navigator.language.split('-')[0] || 'en',
        })
        return saveProfile(payload)
      },
      updateProfile: async (fields) => {
        const session = stateRef.current.session
        if (!session || !stateRef.current.user) return { error: new Error(AUTH_ERRORS.noUser) }
        return saveProfile({ ...withoutUndefined(fields), user_id: session.user.id })
      },
      exchangeCode: (code) =>
        run(async () => {
          const client = await ensureClient()
          const { session, error } = await exchangeLinkCode(client, code, !!stateRef.current.session)
          if (error) return { error }
          await applySession(session)
          return { error: null }
        }, AUTH_ERRORS.authenticationFailed),
      reloadUser: async () => applySession(stateRef.current.session),
    }

    async function saveProfile(row: Database['public']['Tables']['user_profiles']['Insert']): Promise<ActionResult> {
      const session = stateRef.current.session!
      try {
        const client = await ensureClient()
        const { data, error } = await client
          .from('user_profiles')
          .upsert(row, { onConflict: 'user_id' })
          .select()
          .single()
        if (error || !data) return { error: error ? toAppError(error) : new Error(AUTH_ERRORS.databaseUpdateFailed) }
        publish({ user: await adopt(data, session.user), isNewUser: false })
        return { error: null }
      } catch {
        return { error: new Error(AUTH_ERRORS.profileUpdateFailed) }
      }
    }
  }, [state, ensureClient, waitForUser, publish, readSession, applySession])

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
