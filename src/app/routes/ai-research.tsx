import { ResearchScreen } from '@/features/ai/research/research-screen'
import { useAuth } from '@/data/auth/auth-context'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /ai-research: people, opportunities and an outline for a topic; summaries. */
export default function Page() {
  const { user } = useAuth()
  usePageTitle(t('AI Research'))
  if (!user) return null
  return <ResearchScreen userId={user.id} />
}
