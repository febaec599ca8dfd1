import { env } from '@/config/env'
import type { Database } from '@/types/database'
import { CARD_COLUMNS, OPPORTUNITY_PAGE_SIZE, type OpportunityCard, type OpportunityFilters } from './opportunity-types'

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

/** The API's refusal of a guest search: its status and body, for the query to map to a sentence. */
export class GuestSearchRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; code?: string },
  ) {
    super(body.message ?? `HTTP ${status}`)
  }
}

/** The guest search as a plain `fetch` to the REST RPC endpoint with the anon key (no supabase-js). */
export async function guestSearchCards(args: SearchArgs, signal?: AbortSignal): Promise<OpportunityCard[]> {
  const res = await fetch(
    `${env.supabaseUrl}/rest/v1/rpc/search_opportunities?select=${encodeURIComponent(CARD_COLUMNS)}`,
    {
      method: 'POST',
      signal,
      headers: {
        apikey: env.supabaseAnonKey,
        Authorization: `Bearer ${env.supabaseAnonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    },
  )
  if (!res.ok)
    throw new GuestSearchRefused(res.status, (await res.json().catch(() => ({}))) as GuestSearchRefused['body'])
  return (await res.json()) as OpportunityCard[]
}

let early: { key: string; cards: Promise<OpportunityCard[]>; arrived?: OpportunityCard[] } | null = null

/**
 * Started by `main.tsx` on `/guest-opportunities` before the app's chunks load, so the first page of
 * results downloads alongside them instead of after them. Settles when its answer is in (never rejects).
 */
export function startEarlyGuestSearch(filters: OpportunityFilters): Promise<void> {
  const args = searchArgs(filters, null)
  const entry: NonNullable<typeof early> = { key: JSON.stringify(args), cards: guestSearchCards(args) }
  early = entry
  // A failure is reported by the query that takes it.
  return entry.cards.then((cards) => void (entry.arrived = cards)).catch(() => {})
}

/** The early request when it asked exactly this (once); otherwise null. */
export function takeEarlyGuestSearch(args: SearchArgs): Promise<OpportunityCard[]> | null {
  if (!early || early.key !== JSON.stringify(args)) return null
  const { cards } = early
  early = null
  return cards
}

/** The early request's cards when they asked exactly this and have already arrived (once); otherwise undefined. */
export function takeArrivedEarlyGuestSearch(args: SearchArgs): OpportunityCard[] | undefined {
  if (!early?.arrived || early.key !== JSON.stringify(args)) return undefined
  const { arrived } = early
  early = null
  return arrived
}
