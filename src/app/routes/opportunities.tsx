import { useSearchParams } from 'react-router-dom'
import { OpportunityDetailScreen } from '@/features/opportunities/opportunity-detail-screen'
import { OpportunityFormScreen } from '@/features/opportunities/opportunity-form-screen'
import { OpportunityListScreen } from '@/features/opportunities/opportunity-list-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /opportunities: search and filter; `?id=` opens one; `?create=opportunity` and `?edit=` open the form. */
export default function OpportunitiesPage() {
  usePageTitle(t('Opportunities'))
  const [params] = useSearchParams()
  const openId = params.get('id')
  const editId = params.get('edit')
  if (editId || params.get('create') === 'opportunity') return <OpportunityFormScreen editId={editId} />
  if (openId) return <OpportunityDetailScreen id={openId} />
  return <OpportunityListScreen />
}
