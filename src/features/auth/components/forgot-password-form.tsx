import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { InferOutput } from 'valibot'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useAuth } from '@/data/auth/auth-context'
import { emailSchema } from '../auth-schemas'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'

export function ForgotPasswordForm({ defaultEmail, onBack }: { defaultEmail: string; onBack: () => void }) {
  const { requestPasswordReset } = useAuth()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<InferOutput<typeof emailSchema>>({
    resolver: standardSchemaResolver(emailSchema),
    defaultValues: { email: defaultEmail },
  })
  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null)
    const result = await requestPasswordReset(email)
    if (result.error) setError(errorMessage(result.error))
    else setSentTo(email)
  })
  if (sentTo) {
    return (
      <div className="space-y-4">
        <Alert tone="success">
          {t('If an account exists for {sentTo}, a reset link is on its way. It works for one hour.', { sentTo })}
        </Alert>
        <Button variant="secondary" className="w-full" onClick={onBack}>
          {t('Back to sign in')}
        </Button>
      </div>
    )
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <FormField label={t('Email')} error={formState.errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <Button type="submit" className="w-full" isLoading={formState.isSubmitting}>
        {t('Send reset link')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {t('Back to sign in')}
      </Button>
    </form>
  )
}
