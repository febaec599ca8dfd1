import { startEarlyGuestSearch } from '@/data/opportunities/early-guest-search'
import { filtersFromParams } from '@/features/opportunities/filters.utils'

/** The guest page's first search, started as the page starts (loaded only on that page, see main.tsx). */
export function startGuestPage(search: string) {
  const params = new URLSearchParams(search)
  if (!params.has('id')) startEarlyGuestSearch(filtersFromParams(params))
}
