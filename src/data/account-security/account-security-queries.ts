import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { AppError, ERROR_TEXT, toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { accountSecurityKeys } from './keys'
import { msg, t } from '@/lib/i18n'

/** What a member sees of an authenticator app they added. */
export interface TotpFactor {
  id: string
  name: string
  verified: boolean
  createdAt: string
}

export interface Enrolment {
  factorId: string
  secret: string
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  uri: string
}

/** GoTrue's refusals, as sentences a member can act on (never the service's own text). */
const SENTENCES: Record<string, string> = {
  mfa_verification_failed: msg('That code didn’t match. Check the time on your phone and try the newest code.'),
  mfa_challenge_expired: msg('That code took too long. Try the newest code.'),
  mfa_factor_name_conflict: msg('You already have an authenticator with that name.'),
  too_many_enrolled_mfa_factors: msg('You have added as many authenticators as allowed. Remove one first.'),
  insufficient_aal: msg('Confirm a code from your authenticator app first, then try again.'),
  reauthentication_not_valid: msg('That code is wrong or has expired. Send a new code and try again.'),
  reauthentication_needed: msg('Send yourself a code first, then enter it with your new password.'),
  same_password: msg('That’s already your password — choose a different one.'),
  weak_password: msg('Choose a longer password (at least 8 characters).'),
  over_email_send_rate_limit: msg('A code was sent a moment ago. Wait a minute before asking for another.'),
  session_not_found: msg('You have been signed out. Sign in again.'),
}

/** GoTrue's refusal as its sentence; anything else goes through the app's one mapping (lib/errors). */
export class AccountSecurityError extends AppError {
  constructor(code: string | undefined, detail?: string) {
    super(t(SENTENCES[code ?? ''] ?? ERROR_TEXT.unknown), code, detail)
  }
}

const fail = (error: { code?: string; message?: string; status?: number } | null | undefined) => {
  if (!error) return
  if (error.code && SENTENCES[error.code]) throw new AccountSecurityError(error.code, error.message)
  throw toAppError(error)
}

export const totpFactorsQueryOptions = () =>
  queryOptions({
    queryKey: accountSecurityKeys.factors(),
    queryFn: async (): Promise<TotpFactor[]> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.auth.mfa.listFactors()
      fail(error)
      return (data?.all ?? [])
        .filter((f) => f.factor_type === 'totp')
        .map((f) => ({
          id: f.id,
          name: f.friendly_name || 'Authenticator app',
          verified: f.status === 'verified',
          createdAt: f.created_at,
        }))
    },
  })

/** Starts adding an authenticator app: the secret and URI to show as a QR code. */
export function useEnrolTotp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (name: string): Promise<Enrolment> => {
      const supabase = await getSupabase()
      // An earlier, abandoned attempt stays unverified; remove it so names do not collide.
      const listed = await supabase.auth.mfa.listFactors()
      for (const f of listed.data?.all ?? []) {
        if (f.status !== 'verified') await supabase.auth.mfa.unenroll({ factorId: f.id })
      }
      const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: name })
      fail(error)
      return { factorId: data!.id, secret: data!.totp.secret, uri: data!.totp.uri }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.factors() }),
    // The settings screen shows the error inline.
    meta: { errorToast: false },
  })
}

/** Proves a factor with the six-digit code from the app: verifies a new one, or reaches aal2 at sign-in. */
export async function verifyTotp(factorId: string, code: string) {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: code.trim() })
  fail(error)
}

export function useVerifyTotp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) => verifyTotp(factorId, code),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.factors() }),
    onSuccess: () => void notify(t('Two-step verification is on'), 'success'),
    // The settings screen shows the error inline.
    meta: { errorToast: false },
  })
}

export function useRemoveFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (factorId: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.mfa.unenroll({ factorId })
      fail(error)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.factors() }),
    onSuccess: () => void notify(t('Two-step verification is off'), 'success'),
    // The settings screen shows the error inline.
    meta: { errorToast: false },
  })
}

/**
 * After a password sign-in: the verified factor the member must prove before entering, or null when
 * the session is already at the level the account needs.
 */
export async function pendingSecondFactor(): Promise<{ factorId: string } | null> {
  const supabase = await getSupabase()
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
  if (!data || data.currentLevel === data.nextLevel || data.nextLevel !== 'aal2') return null
  const factors = await supabase.auth.mfa.listFactors()
  const factor = factors.data?.totp[0]
  return factor ? { factorId: factor.id } : null
}

/** Mails the signed-in member a six-digit code that proves it is them (reauthentication nonce). */
export function useSendPasswordCode() {
  return useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.reauthenticate()
      fail(error)
    },
    // The settings screen shows the error inline.
    meta: { errorToast: false },
  })
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async ({ password, code }: { password: string; code: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.updateUser({ password, nonce: code.trim() })
      fail(error)
    },
    onSuccess: () => void notify(t('Password changed'), 'success'),
    // The settings screen shows the error inline.
    meta: { errorToast: false },
  })
}
