import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import type { InferOutput } from 'valibot'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { useAuth } from '@/data/auth/auth-context'
import { withNext } from '@/lib/next-path'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { PASSWORD_MIN, signUpSchema } from '../auth-schemas'
import { AuthLayout } from './auth-layout'
import { OrGoogle } from './or-google'

/** /signup: name, email and password (or Google); then the confirmation email. `next`: where to go after. */
export function SignUpScreen({ next }: { next: string | null }) {
  const { signUp } = useAuth()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<InferOutput<typeof signUpSchema>>({
    resolver: standardSchemaResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    const result = await signUp({ ...values, next })
    if (result.error) return setError(errorMessage(result.error))
    navigate(withNext(paths.emailVerification(values.email.trim()), next))
  })
  return (
    <AuthLayout
      title={t('Create your account')}
      subtitle={t('Students, universities and organisations, in one network.')}
      footer={
        <>
          {t('Already a member?')}{' '}
          <Link to={withNext(paths.signIn, next)} className="font-medium text-primary hover:underline">
            {t('Sign in')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <FormField label={t('Full name')} error={formState.errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label={t('Email')} error={formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField
          label={t('Password')}
          error={formState.errors.password?.message}
          hint={t('At least {count} characters.', { count: PASSWORD_MIN })}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button type="submit" className="w-full" isLoading={formState.isSubmitting}>
          {t('Create account')}
        </Button>
      </form>
      <OrGoogle onError={setError} next={next} />
    </AuthLayout>
  )
}
