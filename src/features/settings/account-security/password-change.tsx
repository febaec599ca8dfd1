import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { InferOutput } from 'valibot'
import { FormSection } from '@/components/shared/form-section'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useChangePassword, useSendPasswordCode } from '@/data/account-security/account-security-queries'
import { passwordChangeSchema } from './schemas'
import { t } from '@/lib/i18n'
import { errorMessage } from '@/lib/errors'

type Values = InferOutput<typeof passwordChangeSchema>

/**
 * Settings › Account: change the password. The member proves it is them with a code mailed to their
 * address (Supabase's reauthentication nonce), then sets the new password with it.
 */
export function PasswordChange() {
  const send = useSendPasswordCode()
  const change = useChangePassword()
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: standardSchemaResolver(passwordChangeSchema),
    defaultValues: { code: '', password: '' },
  })

  const sendCode = () => {
    setError(null)
    send.mutate(undefined, { onSuccess: () => setSent(true), onError: (e) => setError(errorMessage(e)) })
  }

  const onSubmit = handleSubmit(({ code, password }) => {
    setError(null)
    return change
      .mutateAsync({ code, password })
      .then(() => {
        reset()
        setSent(false)
      })
      .catch((e: Error) => setError(errorMessage(e)))
  })

  return (
    <FormSection title={t('Password')}>
      {error && <Alert>{error}</Alert>}
      {!sent ? (
        <>
          <p className="text-sm text-muted">{t('To change your password, we’ll email you a 6-digit code first.')}</p>
          <Button variant="secondary" onClick={sendCode} isLoading={send.isPending}>
            {t('Email me a code')}
          </Button>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Alert tone="info">{t('We sent a 6-digit code to your email. It works for one hour.')}</Alert>
          <FormField label={t('Code from the email')} error={formState.errors.code?.message}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('code')} />
          </FormField>
          <FormField label={t('New password')} error={formState.errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={formState.isSubmitting}>
              {t('Change password')}
            </Button>
            <Button type="button" variant="ghost" onClick={sendCode} isLoading={send.isPending}>
              {t('Send a new code')}
            </Button>
          </div>
        </form>
      )}
    </FormSection>
  )
}
