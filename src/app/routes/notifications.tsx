import { useMember } from '@/data/auth/auth-context'
import { NotificationsScreen } from '@/features/notifications/notifications-screen'
import { usePageTitle } from '@/hooks/use-page-title'

/** /notifications */
export default function NotificationsPage() {
  usePageTitle('Notifications')
  const user = useMember()
  return <NotificationsScreen userId={user.id} />
}
