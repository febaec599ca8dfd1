import { MailCheck } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { RouteLoading } from '@/components/shared/route-loading'
import { paths } from '@/config/paths'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { AuthOutcome } from '@/features/auth/components/auth-outcome'
import { useRedirectResult } from '@/features/auth/use-redirect-result'
import { NEXT_PARAM, safeNext, withNext } from '@/lib/next-path'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** Where Google (and PKCE email links) return: exchange the code, then into the app. */
export default function AuthCallbackPage() {
  const result = useRedirectResult()
  usePageTitle(result.status === 'otherLinkNeeded' ? t('One more link to follow') : t('Signing you in'))
  const navigate = useNavigate()
  const next = safeNext(useSearchParams()[0].get(NEXT_PARAM))
  useEffect(() => {
    // A member without a profile type is sent on to profile selection by the guard, `next` and all.
    if (result.status === 'done') navigate(next ?? paths.home, { replace: true })
  }, [result, navigate, next])
  if (result.status === 'otherLinkNeeded') {
    return (
      <AuthOutcome title={t('One more link to follow')} icon={MailCheck} tone="primary" continueTo={next ?? paths.home}>
        {t(
          'Link accepted. Now follow the link we sent to your other e-mail address: your address changes once both links have been followed.',
        )}
      </AuthOutcome>
    )
  }
  if (result.status === 'failed' || result.status === 'none') {
    return (
      <AuthLayout title={t('Sign-in did not complete')}>
        <div className="space-y-4">
          <Alert>
            {result.status === 'failed'
              ? result.message
              : t('This page needs a sign-in code. Start again from the sign-in page.')}
          </Alert>
          <Link to={withNext(paths.signIn, next)} className={buttonVariants({ className: 'w-full' })}>
            {t('Back to sign in')}
          </Link>
        </div>
      </AuthLayout>
    )
  }
  return <RouteLoading />
}
