import { MessagesScreen } from '@/features/messages/components/messages-screen'
import { useMember } from '@/data/auth/auth-context'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /messages: conversations, one open thread, `?c=` and `?to=` (see MessagesScreen). */
export default function MessagesPage() {
  const user = useMember()
  usePageTitle(t('Messages'))
  return <MessagesScreen me={{ id: user.id, name: user.name }} />
}
