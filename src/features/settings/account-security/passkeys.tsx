import { useQuery } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { FormSection } from '@/components/shared/form-section'
import { LoadError } from '@/components/shared/load-error'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { browserHasPasskeys } from '@/data/account-security/passkey-errors'
import {
  passkeysQueryOptions,
  useAddPasskey,
  useRemovePasskey,
  type Passkey,
} from '@/data/account-security/passkeys-queries'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { PasskeyRow, passkeyLabel } from './passkey-row'

const RemovePasskeyDialog = lazy(() => import('./remove-passkey-dialog'))

/** Settings › Account: the member's passkeys, to sign in without a password; add, rename, remove. */
export function Passkeys() {
  const passkeys = useQuery(passkeysQueryOptions())
  const add = useAddPasskey()
  const remove = useRemovePasskey()
  const [error, setError] = useState<string | null>(null)
  const [removing, setRemoving] = useState<Passkey | null>(null)
  const supported = browserHasPasskeys()

  const addPasskey = () => {
    setError(null)
    add.mutate(undefined, { onError: (e) => setError(errorMessage(e)) })
  }

  const confirmRemove = () => {
    if (!removing) return
    setError(null)
    remove.mutate(removing.id, {
      onError: (e) => setError(errorMessage(e)),
    })
    setRemoving(null)
  }

  return (
    <FormSection title={t('Passkeys')}>
      <p className="text-sm text-muted">
        {t(
          'Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on your device and cannot be phished.',
        )}
      </p>
      {!supported && (
        <Alert>{t('This browser can’t create or use passkeys. Open this page in a recent browser to add one.')}</Alert>
      )}
      {error && <Alert>{error}</Alert>}
      {passkeys.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : passkeys.isError ? (
        <LoadError what={t('Your passkeys')} error={passkeys.error} onRetry={() => void passkeys.refetch()} />
      ) : passkeys.data.length === 0 ? (
        <div className="flex items-center gap-3 rounded-lg border border-dashed border-border p-4 text-sm text-muted">
          <KeyRound className="size-6 shrink-0" aria-hidden="true" />
          {t('No passkeys yet.')}
        </div>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('Your passkeys')}>
          {passkeys.data.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              isRemoving={remove.isPending && remove.variables === passkey.id}
              onRemove={() => setRemoving(passkey)}
            />
          ))}
        </ul>
      )}
      {supported && (
        <Button variant="secondary" onClick={addPasskey} isLoading={add.isPending} disabled={passkeys.isPending}>
          {!add.isPending && <KeyRound className="size-4" aria-hidden="true" />}
          {t('Add a passkey')}
        </Button>
      )}
      {removing && (
        <Suspense fallback={null}>
          <RemovePasskeyDialog
            open
            name={passkeyLabel(removing)}
            onConfirm={confirmRemove}
            onCancel={() => setRemoving(null)}
          />
        </Suspense>
      )}
    </FormSection>
  )
}
