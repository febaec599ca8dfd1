import { AUTH_ERRORS } from '@/config/auth-constants'
import { paths } from '@/config/paths'
import type { AuthContextValue } from '@/data/auth/auth-context'
import { withNext } from '@/lib/next-path'
import { origin, runAction, type AuthActionDeps } from './auth-actions'

/** Signing up, and sending the confirmation email again; the link comes back to /auth/confirm. */
export function signUpMethods({
  ensureClient,
}: AuthActionDeps): Pick<AuthContextValue, 'signUp' | 'resendConfirmation'> {
  return {
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
    resendConfirmation: (email, next) =>
      runAction(async () => {
        const client = await ensureClient()
        const { error } = await client.auth.resend({
          type: 'signup',
          email,
          options: { emailRedirectTo: `${origin()}${withNext(paths.authConfirm, next)}` },
        })
        return { error }
      }, AUTH_ERRORS.authenticationFailed),
  }
}
