import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { isUuid, toAppError } from '@/lib/errors'
import { intlWarmedUp } from '@/lib/intl-warmup'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import type { PersonSummary } from '@/data/profiles/person-summary'
import {
  guestSearchCards,
  GuestSearchRefused,
  searchArgs,
  takeArrivedEarlyGuestSearch,
  takeEarlyGuestSearch,
  type SearchArgs,
} from './early-guest-search'
import { opportunityKeys } from './keys'
import {
  CARD_COLUMNS,
  OPPORTUNITY_PAGE_SIZE,
  type Application,
  type ApplicationEvent,
  type Opportunity,
  type OpportunityCard,
  type OpportunityFilters,
} from './opportunity-types'

/**
 * A guest's search goes to the same REST endpoint with a plain fetch and the anon key: the guest page's
 * results (its largest paint on a phone) then never wait for supabase-js to download and start. The
 * first page may already be on its way (`startEarlyGuestSearch`, from `main.tsx`).
 */
async function guestSearch(args: SearchArgs, signal: AbortSignal): Promise<OpportunityCard[]> {
  try {
    return await (takeEarlyGuestSearch(args) ?? guestSearchCards(args, signal))
  } catch (error) {
    throw error instanceof GuestSearchRefused
      ? toAppError({ ...error.body, status: error.status })
      : toAppError(error as Error)
  }
}

const resultsPage = (items: OpportunityCard[]) => ({
  items,
  nextCursor: items.length === OPPORTUNITY_PAGE_SIZE ? items.at(-1)!.id : null,
})

export const searchOpportunitiesQueryOptions = (filters: OpportunityFilters, audience: 'member' | 'guest') =>
  infiniteQueryOptions({
    queryKey: opportunityKeys.list(filters, audience),
    initialPageParam: null as string | null,
    // A guest's first page already here (main.tsx waits a moment for it): the page renders with its cards.
    initialData:
      audience === 'guest'
        ? () => {
            const items = takeArrivedEarlyGuestSearch(searchArgs(filters, null))
            return items && { pages: [resultsPage(items)], pageParams: [null] }
          }
        : undefined,
    queryFn: async ({ pageParam, signal }) => {
      const args = searchArgs(filters, pageParam)
      let items: OpportunityCard[]
      if (audience === 'guest') items = await guestSearch(args, signal)
      else {
        const supabase = await getSupabase()
        const { data, error } = await supabase
          .rpc('search_opportunities', args)
          .select(CARD_COLUMNS)
          .abortSignal(signal)
          .overrideTypes<OpportunityCard[], { merge: false }>()
        if (error) throw toAppError(error)
        items = data
      }
      // The cards' amounts are often the page's first formatted numbers: their render waits for the locale data
      // the start-up loads off the main thread (lib/intl-warmup.ts), at most a few hundred milliseconds.
      await intlWarmedUp()
      return resultsPage(items)
    },
    getNextPageParam: (page) => page.nextCursor,
  })

export type OpportunityDetail = Opportunity & {
  poster: PersonSummary | null
}

const DETAIL_COLUMNS = `${CARD_COLUMNS}, description, eligibility, questions, closed_at, updated_at, poster_type, quick_apply`

/** One opportunity with the poster's card (members only); null when it is not visible. */
export const opportunityQueryOptions = (id: string, audience: 'member' | 'guest' = 'member') =>
  queryOptions({
    queryKey: opportunityKeys.detailFor(id, audience),
    queryFn: async ({ signal }) => {
      if (!isUuid(id)) return null
      const supabase = await getSupabase()
      const select =
        audience === 'member'
          ? `${DETAIL_COLUMNS}, poster:profiles!posted_by(id, name, headline, profile_photo_url, profile_type, verification_status)`
          : DETAIL_COLUMNS
      const { data, error } = await supabase
        .from('opportunities')
        .select(select)
        .eq('id', id)
        .abortSignal(signal)
        .maybeSingle()
        .overrideTypes<OpportunityDetail | null, { merge: false }>()
      if (error) throw toAppError(error)
      return data && { ...data, poster: data.poster ?? null }
    },
  })

export const savedIdsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: opportunityKeys.savedIds(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('saved_opportunities')
        .select('opportunity_id')
        .eq('user_id', userId)
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return new Set(data.map((r) => r.opportunity_id))
    },
  })

export const savedOpportunitiesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: opportunityKeys.saved(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('saved_opportunities')
        .select(`created_at, opportunity:opportunities(${CARD_COLUMNS})`)
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .abortSignal(signal)
        .overrideTypes<Array<{ created_at: string; opportunity: OpportunityCard | null }>, { merge: false }>()
      if (error) throw toAppError(error)
      return data.flatMap((r) => (r.opportunity ? [{ savedAt: r.created_at, ...r.opportunity }] : []))
    },
  })

export type MyOpportunity = OpportunityCard & { applications: Array<{ status: string }> }

export const myOpportunitiesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: opportunityKeys.mine(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('opportunities')
        .select(`${CARD_COLUMNS}, applications(status)`)
        .eq('posted_by', userId)
        .order('created_at', { ascending: false })
        .limit(500)
        .abortSignal(signal)
        .overrideTypes<MyOpportunity[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

export type Applicant = Application & {
  applicant: Pick<
    Tables<'profiles'>,
    | 'id'
    | 'name'
    | 'headline'
    | 'profile_photo_url'
    | 'university'
    | 'skills'
    | 'verification_status'
    | 'verified_by'
    | 'verified_by_name'
  > | null
  events: ApplicationEvent[]
}

export const applicantsQueryOptions = (opportunityId: string) =>
  queryOptions({
    queryKey: opportunityKeys.applicants(opportunityId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('applications')
        .select(
          '*, applicant:profiles!applicant_id(id, name, headline, profile_photo_url, university, skills, verification_status, verified_by, verified_by_name), events:application_events(*)',
        )
        .eq('opportunity_id', opportunityId)
        .order('created_at', { ascending: false })
        .abortSignal(signal)
        .overrideTypes<Applicant[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

export type MyApplication = Application & {
  opportunity: (OpportunityCard & { questions: Opportunity['questions'] }) | null
  events: ApplicationEvent[]
}

export const myApplicationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: opportunityKeys.myApplications(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('applications')
        .select(`*, opportunity:opportunities(${CARD_COLUMNS}, questions), events:application_events(*)`)
        .eq('applicant_id', userId)
        .order('created_at', { ascending: false })
        .abortSignal(signal)
        .overrideTypes<MyApplication[], { merge: false }>()
      if (error) throw toAppError(error)
      return data.map((a) => ({ ...a, events: [...a.events].sort((x, y) => x.created_at.localeCompare(y.created_at)) }))
    },
  })

/** The member's application to one opportunity, if any. */
export const myApplicationQueryOptions = (userId: string, opportunityId: string) =>
  queryOptions({
    queryKey: opportunityKeys.myApplication(opportunityId),
    queryFn: async ({ signal }) => {
      if (!isUuid(opportunityId)) return null
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('applications')
        .select('id, status, created_at')
        .eq('applicant_id', userId)
        .eq('opportunity_id', opportunityId)
        .abortSignal(signal)
        .maybeSingle()
      if (error) throw toAppError(error)
      return data
    },
  })

/** PDFs the member uploaded before, to reuse one. */
export const resumesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: opportunityKeys.resumes(userId),
    queryFn: async () => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.storage
        .from('resumes')
        .list(userId, { sortBy: { column: 'created_at', order: 'desc' }, limit: 20 })
      if (error) throw toAppError(error)
      return data
        .filter((f) => f.name.endsWith('.pdf'))
        .map((f) => ({ path: `${userId}/${f.name}`, name: f.name, createdAt: f.created_at }))
    },
  })

/** A short-lived link to a resume: the applicant's own, or one attached to an application the caller received. */
export async function resumeUrl(path: string): Promise<string> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.storage.from('resumes').createSignedUrl(path, 300)
  if (error) throw toAppError(error)
  return data.signedUrl
}
