import { env } from '@/config/env'
import type { Database } from '@/types/database'
import { CARD_COLUMNS, OPPORTUNITY_PAGE_SIZE, type OpportunityFilters } from './opportunity-types'

export type SearchArgs = Database['public']['Functions']['search_opportunities']['Args']

/** The arguments of `search_opportunities` for a set of filters and a page cursor. */
export function searchArgs(filters: OpportunityFilters, after: string | null): SearchArgs {
  return {
    query: filters.query || undefined,
    types: filters.types.length ? filters.types : undefined,
    work_modes: filters.workModes.length ? filters.workModes : undefined,
    location: filters.location || undefined,
    paid_only: filters.paidOnly,
    min_amount: filters.minAmount ?? undefined,
    max_amount: filters.maxAmount ?? undefined,
    amount_currency: filters.minAmount != null || filters.maxAmount != null ? filters.currency : undefined,
    closing_within_days: filters.closingWithinDays ?? undefined,
    poster_types: filters.posterTypes.length ? filters.posterTypes : undefined,
    sort: filters.sort === 'relevance' && !filters.query ? 'newest' : filters.sort,
    after_id: after ?? undefined,
    page_size: OPPORTUNITY_PAGE_SIZE,
  }
}

/** The guest search as a plain `fetch` to the REST RPC endpoint with the anon key (no supabase-js). */
export const guestSearchRequest = (args: SearchArgs, signal?: AbortSignal) =>
  fetch(`${env.supabaseUrl}/rest/v1/rpc/search_opportunities?select=${encodeURIComponent(CARD_COLUMNS)}`, {
    method: 'POST',
    signal,
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${env.supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  })

let early: { key: string; response: Promise<Response> } | null = null

/**
 * Started by `main.tsx` on `/guest-opportunities` before the app's chunks load, so the first page of
 * results downloads alongside them instead of after them.
 */
export function startEarlyGuestSearch(filters: OpportunityFilters) {
  const args = searchArgs(filters, null)
  const response = guestSearchRequest(args)
  response.catch(() => {}) // a failure is reported by the query that takes it
  early = { key: JSON.stringify(args), response }
}

/** The early request when it asked exactly this (once); otherwise null. */
export function takeEarlyGuestSearch(args: SearchArgs): Promise<Response> | null {
  if (!early || early.key !== JSON.stringify(args)) return null
  const { response } = early
  early = null
  return response
}
