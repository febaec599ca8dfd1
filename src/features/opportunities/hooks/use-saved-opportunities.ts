import { useQuery } from '@tanstack/react-query'
import { useToggleSave } from '@/data/opportunities/opportunity-mutations'
import { savedIdsQueryOptions } from '@/data/opportunities/opportunity-queries'

const NONE_YET = new Set<string>()

/** The ids the member saved (empty until they load) and the toggle that saves or unsaves one. */
export function useSavedOpportunities(userId: string) {
  const { data: savedIds = NONE_YET } = useQuery(savedIdsQueryOptions(userId))
  const toggleSave = useToggleSave(userId)
  return { savedIds, toggleSave }
}
