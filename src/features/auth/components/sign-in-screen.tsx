import { lazy, Suspense, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { useAuth } from '@/data/auth/auth-context'
import { NEXT_PARAM, safeNext, withNext } from '@/lib/next-path'
import { getSupabase } from '@/lib/supabase'
import { t } from '@/lib/i18n'
import { errorMessage } from '@/lib/errors'
import { signInSchema } from '../auth-schemas'
import { pendingSecondFactor } from '../auth.utils'
import { useSchemaForm } from '../use-schema-form'
import { AuthLayout } from './auth-layout'
import { OrGoogle } from './or-google'
import { PasskeySignIn } from './passkey-sign-in'

const ForgotPasswordForm = lazy(() => import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })))

// Only members with two-step verification need the code step: it loads when one signs in.
const SecondFactorForm = lazy(() => import('./second-factor-form').then((m) => ({ default: m.SecondFactorForm })))

/** /signin: email and password, Google or a passkey; then the code step for two-step verification; `?forgot=1`. */
export function SignInScreen() {
  const { signIn, signOut, session } = useAuth()
  // A member with two-step verification proves a code from their app before entering (aal2); until
  // then the guards treat them as signed out, and the entry guard moves them on once the code is in.
  const secondFactor = pendingSecondFactor(session)
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [error, setError] = useState<string | null>(null)
  // Where the visitor was going when sign-in stopped them; only ever a path on this site.
  const next = safeNext(params.get(NEXT_PARAM))
  const keepNext: Record<string, string> = next ? { [NEXT_PARAM]: next } : {}
  const form = useRef<HTMLFormElement>(null)
  /** Signed in: on to where the visitor was going, unless the code from their authenticator app comes first. */
  const continueSignedIn = async () => {
    const { data } = await (await getSupabase()).auth.getSession()
    if (pendingSecondFactor(data.session)) return
    return navigate(next ?? paths.home, { replace: true })
  }
  const { errors, isSubmitting, formProps } = useSchemaForm(signInSchema, async ({ email, password, rememberMe }) => {
    setError(null)
    const { error: signInError } = await signIn(email, password, rememberMe)
    if (!signInError) return continueSignedIn()
    if ('code' in signInError && signInError.code === 'email_not_confirmed')
      return navigate(withNext(paths.emailVerification(email), next))
    setError(errorMessage(signInError))
  })

  if (params.get('forgot') === '1') {
    return (
      <AuthLayout title={t('Reset your password')} subtitle={t('We’ll email you a link to choose a new one.')}>
        <Suspense>
          <ForgotPasswordForm defaultEmail={params.get('email') ?? ''} onBack={() => setParams(keepNext)} />
        </Suspense>
      </AuthLayout>
    )
  }

  if (secondFactor) {
    return (
      <AuthLayout
        title={t('Two-step verification')}
        subtitle={t('Enter the 6-digit code from your authenticator app.')}
      >
        <Suspense fallback={null}>
          <SecondFactorForm factorId={secondFactor.factorId} onCancel={() => void signOut()} />
        </Suspense>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title={t('Sign in')}
      subtitle={t('Welcome back to your network.')}
      footer={
        <>
          {t('New here?')}{' '}
          <Link to={withNext(paths.signUp, next)} className="font-medium text-primary hover:underline">
            {t('Create an account')}
          </Link>
        </>
      }
    >
      <form ref={form} {...formProps} onSubmit={(event) => void formProps.onSubmit(event)} className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <FormField label={t('Email')} error={errors.email}>
          <Input name="email" type="email" autoComplete="email" defaultValue={params.get('email') ?? ''} />
        </FormField>
        <FormField label={t('Password')} error={errors.password}>
          <Input name="password" type="password" autoComplete="current-password" />
        </FormField>
        <div className="flex items-center justify-between gap-3">
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input name="rememberMe" type="checkbox" className="size-4 accent-primary" defaultChecked />
            {t('Remember me')}
          </label>
          <button
            type="button"
            onClick={() => setParams({ forgot: '1', ...keepNext })}
            className="min-h-11 text-sm font-medium text-primary hover:underline"
          >
            {t('Forgot password?')}
          </button>
        </div>
        <Button type="submit" className="w-full" isLoading={isSubmitting}>
          {t('Sign in')}
        </Button>
      </form>
      <OrGoogle onError={setError} next={next} />
      <PasskeySignIn
        rememberMe={() => (form.current?.elements.namedItem('rememberMe') as HTMLInputElement | null)?.checked ?? true}
        onSignedIn={continueSignedIn}
        onError={setError}
      />
    </AuthLayout>
  )
}
