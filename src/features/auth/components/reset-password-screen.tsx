import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { lazy, Suspense, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import type { InferOutput } from 'valibot'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { RouteLoading } from '@/components/shared/route-loading'
import { paths } from '@/config/paths'
import { useAuth } from '@/data/auth/auth-context'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/toast'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'
import { PASSWORD_MIN, changePasswordSchema, newPasswordSchema } from '../auth-schemas'
import { pendingSecondFactor } from '../auth.utils'
import { useRedirectResult } from '../use-redirect-result'
import { AuthLayout } from './auth-layout'

const SecondFactorForm = lazy(() => import('./second-factor-form').then((m) => ({ default: m.SecondFactorForm })))

/**
 * The target of the password-reset email: choose a new password. Reached while signed in without the
 * email's link (the link's code was not exchanged here), it asks for the current password first, so a
 * browser left signed in is not enough to take over an account.
 */
export function ResetPasswordScreen() {
  const result = useRedirectResult()
  const { session, loading, updatePassword, verifyPassword, signOut } = useAuth()
  const fromLink = result.status === 'done'
  // GoTrue lets an aal1 session (a reset link gives one) change no password once two-step verification is on.
  const secondFactor = pendingSecondFactor(session)
  usePageTitle(fromLink || !session ? t('Reset password') : t('Change password'))
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<InferOutput<typeof changePasswordSchema>>({
    resolver: standardSchemaResolver(fromLink ? newPasswordSchema : changePasswordSchema) as never,
    defaultValues: { current: '', password: '', confirm: '' },
  })
  if (result.status === 'pending' || loading) return <RouteLoading />
  if (result.status === 'failed' || !session) {
    return (
      <AuthLayout title={t('Reset link expired')}>
        <div className="space-y-4">
          <Alert>{t('This password reset link is invalid or has expired. Ask for a new one.')}</Alert>
          <Link to={`${paths.signIn}?forgot=1`} className={buttonVariants({ className: 'w-full' })}>
            {t('Send a new link')}
          </Link>
        </div>
      </AuthLayout>
    )
  }
  if (secondFactor) {
    return (
      <AuthLayout
        title={t('Two-step verification')}
        subtitle={t('Enter the 6-digit code from your authenticator app before you choose a new password.')}
      >
        <Suspense fallback={null}>
          <SecondFactorForm
            factorId={secondFactor.factorId}
            cancelLabel={t('Cancel')}
            onCancel={() => void signOut(() => navigate(paths.signIn, { replace: true }))}
          />
        </Suspense>
      </AuthLayout>
    )
  }
  const onSubmit = handleSubmit(async ({ current, password }) => {
    setError(null)
    if (!fromLink) {
      const check = await verifyPassword(current)
      if (check.error) return setError(errorMessage(check.error))
    }
    const { error: updateError } = await updatePassword(password)
    if (updateError) return setError(errorMessage(updateError))
    notify(t('Your password has been changed.'), 'success')
    navigate(paths.home, { replace: true })
  })
  return (
    <AuthLayout
      title={fromLink ? t('Choose a new password') : t('Change your password')}
      subtitle={t('For {email}', { email: session.user.email })}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error && <Alert>{error}</Alert>}
        {!fromLink && (
          <FormField label={t('Current password')} error={formState.errors.current?.message}>
            <Input type="password" autoComplete="current-password" {...register('current')} />
          </FormField>
        )}
        <FormField
          label={t('New password')}
          error={formState.errors.password?.message}
          hint={t('At least {count} characters.', { count: PASSWORD_MIN })}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label={t('Confirm new password')} error={formState.errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirm')} />
        </FormField>
        <Button type="submit" className="w-full" isLoading={formState.isSubmitting}>
          {t('Save new password')}
        </Button>
      </form>
    </AuthLayout>
  )
}
