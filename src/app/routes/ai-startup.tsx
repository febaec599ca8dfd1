import { StartupScreen } from '@/features/ai/startup/startup-screen'
import { useAuth } from '@/data/auth/auth-context'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /ai-startup: an idea becomes a lean canvas, a pitch outline and who funds it. */
export default function Page() {
  const { user } = useAuth()
  usePageTitle(t('AI Startup'))
  if (!user) return null
  return <StartupScreen userId={user.id} />
}
