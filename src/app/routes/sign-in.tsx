import { SignInScreen } from '@/features/auth/components/sign-in-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

export default function SignInPage() {
  usePageTitle(t('Sign in'))
  return <SignInScreen />
}
