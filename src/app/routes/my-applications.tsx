import { MyApplicationsScreen } from '@/features/applications/my-applications-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /my-applications — every application with its status, its history, and withdraw. */
export default function MyApplicationsPage() {
  usePageTitle(t('My applications'))
  return <MyApplicationsScreen />
}
