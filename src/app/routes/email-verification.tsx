import { useSearchParams } from 'react-router-dom'
import { EmailVerificationScreen } from '@/features/auth/components/email-verification-screen'
import { NEXT_PARAM, safeNext } from '@/lib/next-path'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /email-verification and /auth/confirm: check your inbox, resend, or the result of the link. */
export default function EmailVerificationPage() {
  usePageTitle(t('Verify your email'))
  const [params] = useSearchParams()
  return <EmailVerificationScreen email={params.get('email')} next={safeNext(params.get(NEXT_PARAM))} />
}
