import { AuthDebugScreen } from '@/features/diagnostics/auth-debug-screen'
import { usePageTitle } from '@/hooks/use-page-title'

/** /auth-debug: the auth state as the app sees it. */
export default function AuthDebugPage() {
  usePageTitle('Auth debug')
  return <AuthDebugScreen />
}
