import { startTransition } from 'react'
import { AUTH_ERRORS } from '@/config/auth-constants'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import type { AuthContextValue } from '@/data/auth/auth-context'
import { clearAuthStorage, setRememberMe } from '@/lib/auth-storage'
import { browserLanguages, pickLocale, setLocale } from '@/lib/i18n'
import { withNext } from '@/lib/next-path'
import { forgetOfflineData } from '@/lib/offline-data'
import { origin, runAction, type AuthActionDeps } from './auth-actions'
import { pendingSecondFactor } from './auth.utils'
import { exchangeLinkCode } from './exchange-link-code'

const isLocalhost = () => ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname)

/** Signing in (password, passkey, Google, a link's code) and out. */
export function signInMethods({
  ensureClient,
  clientPromise,
  stateRef,
  publish,
  readSession,
  applySession,
  waitForUser,
}: AuthActionDeps): Pick<
  AuthContextValue,
  'signIn' | 'signInWithPasskey' | 'signInWithGoogle' | 'signOut' | 'exchangeCode'
> {
  return {
    signIn: (email, password, rememberMe) =>
      runAction(async () => {
        setRememberMe(rememberMe)
        const client = await ensureClient()
        const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password })
        if (error) return { error }
        if (!pendingSecondFactor(data.session)) await waitForUser(data.user.id)
        return { error: null }
      }, AUTH_ERRORS.authenticationFailed),
    signInWithPasskey: (rememberMe) =>
      runAction(async () => {
        setRememberMe(rememberMe)
        const client = await ensureClient()
        const { data, error } = await client.auth.signInWithPasskey()
        if (error) return { error }
        if (data.user) await waitForUser(data.user.id)
        return { error: null }
      }, AUTH_ERRORS.authenticationFailed),
    signInWithGoogle: (next) =>
      runAction(async () => {
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
    exchangeCode: (code) =>
      runAction(async () => {
        const client = await ensureClient()
        const { session, error } = await exchangeLinkCode(client, code, !!stateRef.current.session)
        if (error) return { error }
        await applySession(session)
        return { error: null }
      }, AUTH_ERRORS.authenticationFailed),
  }
}
