import { useSearchParams } from 'react-router-dom'
import { SignUpScreen } from '@/features/auth/components/sign-up-screen'
import { NEXT_PARAM, safeNext } from '@/lib/next-path'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

export default function SignUpPage() {
  usePageTitle(t('Create your account'))
  const next = safeNext(useSearchParams()[0].get(NEXT_PARAM))
  return <SignUpScreen next={next} />
}
