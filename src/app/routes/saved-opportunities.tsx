import { SavedHeader } from '@/components/shared/saved-header'
import { SavedOpportunitiesScreen } from '@/features/opportunities/saved-opportunities-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /saved-opportunities — Saved, opportunities tab: closing soonest first; a reminder comes 3 days before. */
export default function SavedOpportunitiesPage() {
  usePageTitle(t('Saved opportunities'))
  return (
    <SavedOpportunitiesScreen
      header={
        <SavedHeader
          description={t('Closing soonest first. We notify you 3 days before a saved opportunity closes.')}
        />
      }
    />
  )
}
