import { usePrefetchQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { useMember } from '@/data/auth/auth-context'
import { myOpportunitiesQueryOptions } from '@/data/opportunities/opportunity-queries'
import { OpportunityApplicantsScreen } from '@/features/applications/opportunity-applicants-screen'
import { MyOpportunitiesScreen } from '@/features/opportunities/my-opportunities-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /my-opportunities — the member's postings with applicants per status; `?id=` opens one's pipeline. */
export default function MyOpportunitiesPage() {
  usePageTitle(t('My opportunities'))
  const member = useMember()
  const [params, setParams] = useSearchParams()
  const openId = params.get('id')
  // The list loads while a pipeline is open too, so going back to it shows it at once.
  usePrefetchQuery(myOpportunitiesQueryOptions(member.id))
  if (openId) return <OpportunityApplicantsScreen id={openId} onBack={() => setParams({})} />
  return <MyOpportunitiesScreen />
}
