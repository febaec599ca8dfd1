import { SavedOpportunitiesScreen } from '@/features/opportunities/saved-opportunities-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /saved-opportunities — saved for later, closing soonest first; a reminder comes 3 days before. */
export default function SavedOpportunitiesPage() {
  usePageTitle(t('Saved opportunities'))
  return <SavedOpportunitiesScreen />
}
