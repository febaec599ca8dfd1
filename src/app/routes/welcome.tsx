import { WelcomeScreen } from '@/features/auth/components/welcome-screen'
import { usePageTitle } from '@/hooks/use-page-title'

export default function WelcomePage() {
  usePageTitle(null)
  return <WelcomeScreen />
}
