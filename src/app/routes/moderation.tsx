import { useMember } from '@/data/auth/auth-context'
import { ModerationScreen } from '@/features/moderation/moderation-screen'
import { usePageTitle } from '@/hooks/use-page-title'

/** /moderation */
export default function ModerationPage() {
  usePageTitle('Moderation')
  const member = useMember()
  return <ModerationScreen memberId={member.id} />
}
