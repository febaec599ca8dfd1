import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { env } from '@/config/env'
import { browserHasPasskeys, toPasskeyError } from '@/data/account-security/passkey-errors'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { useAuth } from '@/data/auth/auth-context'

/**
 * "Sign in with a passkey": the browser offers the passkeys it holds for this site, so no e-mail is typed.
 * Not shown where the site has passkeys off or the browser has no WebAuthn.
 */
export function PasskeySignIn({
  rememberMe,
  onSignedIn,
  onError,
}: {
  /** Read when the button is pressed: the form's "Remember me". */
  rememberMe: () => boolean
  onSignedIn: () => Promise<unknown>
  onError: (message: string | null) => void
}) {
  const { signInWithPasskey } = useAuth()
  const [pending, setPending] = useState(false)
  if (!env.passkeys || !browserHasPasskeys()) return null

  const handleClick = async () => {
    onError(null)
    setPending(true)
    const { error } = await signInWithPasskey(rememberMe())
    if (error) {
      setPending(false)
      return onError(errorMessage(toPasskeyError(error)))
    }
    await onSignedIn()
    setPending(false)
  }

  return (
    <Button variant="secondary" className="mt-3 w-full" onClick={() => void handleClick()} isLoading={pending}>
      {!pending && <KeyRound className="size-5" aria-hidden="true" />}
      {t('Sign in with a passkey')}
    </Button>
  )
}
