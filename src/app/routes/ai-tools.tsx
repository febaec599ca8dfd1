import { AiHubScreen } from '@/features/ai/hub/ai-hub-screen'
import { useMember } from '@/data/auth/auth-context'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /ai-tools: the hub of the AI tools. */
export default function Page() {
  const user = useMember()
  usePageTitle(t('AI Tools'))
  return <AiHubScreen userId={user.id} />
}
