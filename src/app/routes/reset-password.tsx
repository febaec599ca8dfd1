import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import type { InferOutput } from 'valibot'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { RouteLoading } from '@/components/shared/route-loading'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { PASSWORD_MIN, newPasswordSchema } from '@/features/auth/auth-schemas'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { notify } from '@/lib/toast'
import { useRedirectResult } from '@/features/auth/use-redirect-result'
import { usePageTitle } from '@/hooks/use-page-title'

/** The target of the password-reset email: choose a new password. */
export default function ResetPasswordPage() {
  usePageTitle('Reset password')
  const result = useRedirectResult()
  const { session, loading, updatePassword } = useAuth()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<InferOutput<typeof newPasswordSchema>>({
    resolver: standardSchemaResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  })
  if (result.status === 'pending' || loading) return <RouteLoading />
  if (result.status === 'failed' || !session) {
    return (
      <AuthLayout title="Reset link expired">
        <div className="space-y-4">
          <Alert>This password reset link is invalid or has expired. Ask for a new one.</Alert>
          <Link to={`${paths.signIn}?forgot=1`} className={buttonVariants({ className: 'w-full' })}>
            Send a new link
          </Link>
        </div>
      </AuthLayout>
    )
  }
  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null)
    const { error: updateError } = await updatePassword(password)
    if (updateError) return setError(updateError.message)
    notify('Your password has been changed.', 'success')
    navigate(paths.home, { replace: true })
  })
  return (
    <AuthLayout title="Choose a new password" subtitle={`For ${session.user.email}`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <FormField
          label="New password"
          error={formState.errors.password?.message}
          hint={`At least ${PASSWORD_MIN} characters.`}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={formState.errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirm')} />
        </FormField>
        <Button type="submit" className="w-full" isLoading={formState.isSubmitting}>
          Save new password
        </Button>
      </form>
    </AuthLayout>
  )
}
