import { GuestOpportunitiesScreen } from '@/features/opportunities/guest-opportunities-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /guest-opportunities: opportunities open to guests, without signing in; `?id=` opens one. */
export default function GuestOpportunitiesPage() {
  usePageTitle(t('Opportunities'))
  return <GuestOpportunitiesScreen />
}
