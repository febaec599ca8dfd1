import { useAuth } from '@/data/auth/auth-context'
import { NotificationsScreen } from '@/features/notifications/notifications-screen'
import { usePageTitle } from '@/hooks/use-page-title'

/** /notifications */
export default function NotificationsPage() {
  usePageTitle('Notifications')
  const { user } = useAuth()
  return user ? <NotificationsScreen userId={user.id} /> : null
}
