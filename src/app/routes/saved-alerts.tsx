import { SavedHeader } from '@/components/shared/saved-header'
import { SavedAlertsScreen } from '@/features/alerts/saved-alerts-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /saved-alerts — Saved, alerts tab: saved opportunity searches and how often each one notifies. */
export default function SavedAlertsPage() {
  usePageTitle(t('Opportunity alerts'))
  return (
    <SavedAlertsScreen
      header={<SavedHeader description={t('New opportunities that match a saved search, in-app and by e-mail.')} />}
    />
  )
}
