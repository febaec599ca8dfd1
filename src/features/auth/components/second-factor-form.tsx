import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { verifyTotp } from '@/data/account-security/account-security-queries'
import { t } from '@/lib/i18n'
import { errorMessage } from '@/lib/errors'

const schema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{6}$/, () => t('Enter the 6-digit code.')),
  ),
})

/**
 * The code from the app of a member with two-step verification: the second step of sign-in, and the step before a
 * new password after a reset link (GoTrue refuses a password change from an aal1 session, `insufficient_aal`).
 */
export function SecondFactorForm({
  factorId,
  onCancel,
  cancelLabel = t('Use another account'),
}: {
  factorId: string
  onCancel: () => void
  cancelLabel?: string
}) {
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<v.InferOutput<typeof schema>>({
    resolver: standardSchemaResolver(schema),
    defaultValues: { code: '' },
  })
  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null)
    try {
      // The new aal2 session arrives as an auth event; the page showing this form then moves on.
      await verifyTotp(factorId, code)
    } catch (e) {
      setError(errorMessage(e))
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <FormField label={t('6-digit code')} error={formState.errors.code?.message}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus {...register('code')} />
      </FormField>
      <Button type="submit" className="w-full" isLoading={formState.isSubmitting}>
        {t('Verify')}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </form>
  )
}
