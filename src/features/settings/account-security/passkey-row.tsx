import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { KeyRound } from 'lucide-react'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { InferOutput } from 'valibot'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useRenamePasskey, type Passkey } from '@/data/account-security/passkeys-queries'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { fullDateTime, relativeTime } from '@/lib/relative-time'
import { passkeyNameSchema } from './schemas'

/** The name a member reads: GoTrue's (the provider's, or the member's own), or "Passkey". */
export const passkeyLabel = (passkey: Passkey) => passkey.name || t('Passkey')

/** One passkey: its name, when it was added and last used; rename in place, or ask to remove it. */
export function PasskeyRow({
  passkey,
  isRemoving,
  onRemove,
}: {
  passkey: Passkey
  isRemoving: boolean
  onRemove: () => void
}) {
  const [renaming, setRenaming] = useState(false)
  const renameButton = useRef<HTMLButtonElement>(null)
  const label = passkeyLabel(passkey)
  // Back from the name field, keyboard focus returns to the button that opened it.
  const finishRenaming = () => {
    setRenaming(false)
    requestAnimationFrame(() => renameButton.current?.focus())
  }
  if (renaming) return <RenameForm passkey={passkey} onDone={finishRenaming} />
  return (
    <li className="flex items-start gap-3 py-3">
      <KeyRound className="mt-0.5 size-6 shrink-0 text-muted" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-words">{label}</p>
          <p className="text-sm text-muted">
            <span className="whitespace-nowrap">
              {t('Added {date}', { date: new Date(passkey.createdAt).toLocaleDateString() })}
            </span>{' '}
            ·{' '}
            {passkey.lastUsedAt ? (
              <time
                dateTime={passkey.lastUsedAt}
                title={fullDateTime(passkey.lastUsedAt)}
                className="whitespace-nowrap"
              >
                {t('Last used {when}', { when: relativeTime(passkey.lastUsedAt) })}
              </time>
            ) : (
              <span className="whitespace-nowrap">{t('Not used yet')}</span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button ref={renameButton} variant="secondary" size="sm" onClick={() => setRenaming(true)}>
            {t('Rename')}
            <span className="sr-only"> {label}</span>
          </Button>
          <Button variant="secondary" size="sm" isLoading={isRemoving} onClick={onRemove}>
            {t('Remove')}
            <span className="sr-only"> {label}</span>
          </Button>
        </div>
      </div>
    </li>
  )
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useRenamePasskey()
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<InferOutput<typeof passkeyNameSchema>>({
    resolver: standardSchemaResolver(passkeyNameSchema),
    defaultValues: { name: passkey.name },
  })
  const onSubmit = handleSubmit(({ name }) => {
    setError(null)
    return rename
      .mutateAsync({ id: passkey.id, name })
      .then(onDone)
      .catch((e: Error) => setError(errorMessage(e)))
  })
  return (
    <li className="py-3">
      <form
        onSubmit={onSubmit}
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
        noValidate
        className="space-y-3"
      >
        <FormField label={t('Passkey name')} error={formState.errors.name?.message ?? error ?? undefined}>
          <Input autoFocus autoComplete="off" {...register('name')} />
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" size="sm" isLoading={formState.isSubmitting}>
            {t('Save')}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onDone}>
            {t('Cancel')}
          </Button>
        </div>
      </form>
    </li>
  )
}
