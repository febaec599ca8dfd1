import { startEarlyGuestSearch } from '@/data/opportunities/early-guest-search'
import { filtersFromParams } from '@/features/opportunities/filters.utils'

/**
 * The guest page's first search, started as the page starts (loaded only on that page, see main.tsx); settles
 * when its answer is in, at once when the page opens one opportunity instead.
 */
export async function startGuestPage(search: string): Promise<void> {
  const params = new URLSearchParams(search)
  if (!params.has('id')) await startEarlyGuestSearch(filtersFromParams(params))
}
