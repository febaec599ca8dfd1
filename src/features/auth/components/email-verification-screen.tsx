import { CheckCircle2, MailCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { RouteLoading } from '@/components/shared/route-loading'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { useAuth } from '@/data/auth/auth-context'
import { withNext } from '@/lib/next-path'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { useRedirectResult } from '../use-redirect-result'
import { AuthLayout } from './auth-layout'
import { AuthOutcome } from './auth-outcome'

const RESEND_COOLDOWN_S = 60

/**
 * /email-verification and /auth/confirm: check your inbox, resend, or the result of the link. `email`: the address
 * from the URL (else the signed-in member's); `next`: where to go once confirmed.
 */
export function EmailVerificationScreen({ email: emailParam, next }: { email: string | null; next: string | null }) {
  const { user } = useAuth()
  const result = useRedirectResult()
  const email = emailParam ?? user?.email ?? ''

  if (result.status === 'pending') return <RouteLoading />
  if (result.status === 'done') {
    return (
      <AuthOutcome
        title={t('Email confirmed')}
        icon={CheckCircle2}
        tone="success"
        continueTo={withNext(paths.profileSelection, next)}
      >
        {t('Your email address is confirmed. Welcome to Campus Network!')}
      </AuthOutcome>
    )
  }
  if (result.status === 'none' && user?.email_confirmed) {
    // A signed-in member whose address is confirmed has nothing to do here.
    return (
      <AuthOutcome
        title={t('Your email is already confirmed')}
        icon={CheckCircle2}
        tone="success"
        continueTo={user.profile_type ? (next ?? paths.home) : withNext(paths.profileSelection, next)}
      >
        <strong>{user.email}</strong> {t('is confirmed. You’re all set.')}
      </AuthOutcome>
    )
  }
  if (result.status === 'failed' && result.code !== 'otp_expired' && result.code !== 'access_denied') {
    // The link confirmed the address but this browser cannot finish signing in (opened elsewhere).
    return (
      <AuthLayout title={t('Email confirmed')}>
        <div className="space-y-4">
          <Alert tone="info">{t('Your email is confirmed. Sign in to continue.')}</Alert>
          <Link to={withNext(paths.signIn, next)} className={buttonVariants({ className: 'w-full' })}>
            {t('Sign in')}
          </Link>
        </div>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      title={t('Verify your email')}
      subtitle={
        email ? (
          <>
            {t('We sent a confirmation link to')} <strong className="text-foreground">{email}</strong>.
          </>
        ) : (
          t('We sent you a confirmation link.')
        )
      }
    >
      <div className="space-y-4">
        {result.status === 'failed' && (
          <Alert>{t('This link is invalid or has expired. Ask for a new one below.')}</Alert>
        )}
        <div className="flex items-start gap-3 rounded-lg bg-primary-soft p-3 text-sm text-primary">
          <MailCheck className="size-5 shrink-0" aria-hidden="true" />
          <p>
            {t(
              'Open the link in the email to confirm your address. It works for one hour. Check your spam folder if it hasn’t arrived.',
            )}
          </p>
        </div>
        {env.mode === 'local' && (
          <p className="text-sm text-muted">
            {t('Running locally: emails land in the')}{' '}
            <a
              href="/_local/mail"
              className="font-medium text-primary hover:underline"
              target="_blank"
              rel="noreferrer"
            >
              {t('local mailbox')}
            </a>
            .
          </p>
        )}
        <ResendButton email={email} next={next} />
        <Link to={withNext(paths.signIn, next)} className={buttonVariants({ variant: 'ghost', className: 'w-full' })}>
          {t('Back to sign in')}
        </Link>
      </div>
    </AuthLayout>
  )
}

function ResendButton({ email, next }: { email: string; next: string | null }) {
  const { resendConfirmation } = useAuth()
  const [cooldown, setCooldown] = useState(0)
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null)
  const [pending, setPending] = useState(false)
  useEffect(() => {
    if (cooldown <= 0) return
    const timer = setTimeout(() => setCooldown((c) => c - 1), 1000)
    return () => clearTimeout(timer)
  }, [cooldown])
  if (!email) return null
  const handleResend = async () => {
    setPending(true)
    const { error } = await resendConfirmation(email, next)
    setPending(false)
    if (error) return setMessage({ tone: 'danger', text: errorMessage(error) })
    setMessage({ tone: 'success', text: t('A new confirmation link is on its way.') })
    setCooldown(RESEND_COOLDOWN_S)
  }
  return (
    <div className="space-y-2">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button variant="secondary" className="w-full" onClick={handleResend} isLoading={pending} disabled={cooldown > 0}>
        {cooldown > 0 ? t('Resend available in {seconds}s', { seconds: cooldown }) : t('Resend confirmation email')}
      </Button>
    </div>
  )
}
