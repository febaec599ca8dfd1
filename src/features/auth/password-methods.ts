import { AUTH_ERRORS } from '@/config/auth-constants'
import { paths } from '@/config/paths'
import type { AuthContextValue } from '@/data/auth/auth-context'
import { getDetachedSupabase } from '@/lib/supabase'
import { origin, runAction, type AuthActionDeps } from './auth-actions'

/** A reset link by email, a new password, and a check of the current one. */
export function passwordMethods({
  ensureClient,
  stateRef,
}: AuthActionDeps): Pick<AuthContextValue, 'requestPasswordReset' | 'updatePassword' | 'verifyPassword'> {
  return {
    requestPasswordReset: (email) =>
      runAction(async () => {
        const client = await ensureClient()
        const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
          redirectTo: `${origin()}${paths.resetPassword}`,
        })
        return { error }
      }, AUTH_ERRORS.authenticationFailed),
    updatePassword: (password) =>
      runAction(async () => {
        const client = await ensureClient()
        const { error } = await client.auth.updateUser({ password })
        return { error }
      }, AUTH_ERRORS.authenticationFailed),
    // Signs in on a detached client, so the member's own session is never replaced.
    verifyPassword: (password) =>
      runAction(async () => {
        const email = stateRef.current.session?.user.email
        if (!email) return { error: new Error(AUTH_ERRORS.noUser) }
        const probe = await getDetachedSupabase()
        const { error } = await probe.auth.signInWithPassword({ email, password })
        if (!error) await probe.auth.signOut({ scope: 'local' })
        return { error: error ? new Error('That is not your current password.') : null }
      }, AUTH_ERRORS.authenticationFailed),
  }
}
