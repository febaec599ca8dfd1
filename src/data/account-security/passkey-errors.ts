import { AppError, toAppError } from '@/lib/errors'
import { msg, t } from '@/lib/i18n'

/** Why a passkey step failed, as a sentence a member can act on (never the browser's or the service's words). */
const SENTENCES: Record<string, string> = {
  cancelled: msg('The passkey request was cancelled or timed out. Try again when you’re ready.'),
  unsupported: msg('This browser can’t use passkeys. Try a recent version of Chrome, Safari, Edge or Firefox.'),
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: msg('This device already has a passkey for your account.'),
  webauthn_credential_exists: msg('This device already has a passkey for your account.'),
  too_many_passkeys: msg('You have added as many passkeys as allowed. Remove one first.'),
  insufficient_aal: msg('Confirm a code from your authenticator app first, then try again.'),
  webauthn_verification_failed: msg('That passkey wasn’t accepted. Try again, or sign in another way.'),
  webauthn_challenge_expired: msg('That took too long. Try again.'),
  webauthn_challenge_not_found: msg('That took too long. Try again.'),
  passkey_disabled: msg('Passkeys are turned off on this site.'),
  // The page's host is not the relying party (say 127.0.0.1 where passkeys belong to localhost).
  ERROR_INVALID_RP_ID: msg('Passkeys don’t work at this address. Open the site at its usual address and try again.'),
  ERROR_INVALID_DOMAIN: msg('Passkeys don’t work at this address. Open the site at its usual address and try again.'),
}

export class PasskeyError extends AppError {}

type PasskeyFailure = { name?: string; code?: string; message?: string; status?: number }

/** The reason in `SENTENCES` a failure belongs to, if any: a browser's refusal or GoTrue's code. */
function reasonOf(error: PasskeyFailure): string | undefined {
  // Browsers answer NotAllowedError both when the member cancels and when the prompt times out.
  if (error.name === 'NotAllowedError' || error.name === 'AbortError' || error.code === 'ERROR_CEREMONY_ABORTED')
    return 'cancelled'
  if (error.message === 'Browser does not support WebAuthn') return 'unsupported'
  return error.code && error.code in SENTENCES ? error.code : undefined
}

/** A failed passkey ceremony or request, classified; anything else goes through the app's one mapping. */
export function toPasskeyError(error: PasskeyFailure): AppError {
  const reason = reasonOf(error)
  return reason ? new PasskeyError(t(SENTENCES[reason]), reason, error.message) : toAppError(error)
}

/** Whether this browser has WebAuthn at all (older browsers, some embedded web views do not). */
export const browserHasPasskeys = () =>
  typeof window !== 'undefined' && !!window.PublicKeyCredential && !!navigator.credentials?.create
