import { useSearchParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useMember } from '@/data/auth/auth-context'
import { isStudent } from '@/lib/profile-types'
import { OpportunitiesHeader } from './components/opportunities-header'
import { OpportunityFiltersPanel } from './components/opportunity-filters'
import { OpportunityResults } from './components/opportunity-results'
import { SaveAlertButton } from './components/save-alert-button'
import { applyFilters, filtersFromParams } from './filters.utils'
import { useSavedOpportunities } from './hooks/use-saved-opportunities'

/** /opportunities: search and filter (the filters live in the URL); a card opens one, keeping the filters. */
export function OpportunityListScreen() {
  const member = useMember()
  const [params, setParams] = useSearchParams()
  const { savedIds, toggleSave } = useSavedOpportunities(member.id)
  const filters = filtersFromParams(params)
  return (
    <>
      <OpportunitiesHeader canPost={!isStudent(member.profile_type)} />
      <div className="space-y-4">
        <OpportunityFiltersPanel
          value={filters}
          onChange={(f) => setParams((p) => applyFilters(p, f))}
          actions={<SaveAlertButton userId={member.id} filters={filters} />}
        />
        <OpportunityResults
          filters={filters}
          audience="member"
          savedIds={savedIds}
          hrefFor={(o) => `${paths.opportunities}?${new URLSearchParams({ ...Object.fromEntries(params), id: o.id })}`}
          onToggleSave={(o) => toggleSave(o.id)}
        />
      </div>
    </>
  )
}
