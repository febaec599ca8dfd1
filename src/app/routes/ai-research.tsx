import { ResearchScreen } from '@/features/ai/research/research-screen'
import { useMember } from '@/data/auth/auth-context'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /ai-research: people, opportunities and an outline for a topic; summaries. */
export default function Page() {
  const user = useMember()
  usePageTitle(t('AI Research'))
  return <ResearchScreen userId={user.id} />
}
