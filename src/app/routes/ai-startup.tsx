import { StartupScreen } from '@/features/ai/startup/startup-screen'
import { useMember } from '@/data/auth/auth-context'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /ai-startup: an idea becomes a lean canvas, a pitch outline and who funds it. */
export default function Page() {
  const user = useMember()
  usePageTitle(t('AI Startup'))
  return <StartupScreen userId={user.id} />
}
