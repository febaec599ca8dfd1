import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { universityKeys } from './keys'
import {
  PERSON_COLUMNS,
  QUEUE_PAGE_SIZE,
  type Cursor,
  type Person,
  type QueueFilters,
  type VerificationRequest,
} from './university-types'

const REQUEST_SELECT = `*, requester:profiles!requester_id(${PERSON_COLUMNS}, headline), university:profiles!university_id(${PERSON_COLUMNS})`

/** Universities on the network with their registered domains, for the request form. */
export const universitiesQueryOptions = () =>
  queryOptions({
    queryKey: universityKeys.universities(),
    staleTime: STALE.minutes5,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('profiles')
        .select(`${PERSON_COLUMNS}, domains:university_domains(domain)`)
        .eq('profile_type', 'university')
        .order('name')
        .limit(200)
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data as Array<Person & { domains: { domain: string }[] }>
    },
  })

export const universityDomainsQueryOptions = (universityId: string) =>
  queryOptions({
    queryKey: universityKeys.domains(universityId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('university_domains')
        .select('domain, created_at')
        .eq('university_id', universityId)
        .order('domain')
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data
    },
  })

export const myVerificationRequestsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: universityKeys.myRequests(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('verification_requests')
        .select(REQUEST_SELECT)
        .eq('requester_id', userId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(50)
        .abortSignal(signal)
        .overrideTypes<VerificationRequest[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

async function fetchQueue(
  universityId: string,
  filters: QueueFilters,
  limit: number,
  cursor: Cursor | null,
  signal?: AbortSignal,
) {
  const supabase = await getSupabase()
  let query = supabase.from('verification_requests').select(REQUEST_SELECT).eq('university_id', universityId)
  if (filters.status) query = query.eq('status', filters.status)
  if (filters.programme.trim()) query = query.ilike('programme', `%${filters.programme.trim().replace(/[%_]/g, ' ')}%`)
  if (/^\d{4}$/.test(filters.year)) query = query.eq('graduation_year', Number(filters.year))
  if (filters.matched) query = query.eq('domain_matched', filters.matched === 'yes')
  if (cursor) query = query.or(`created_at.lt."${cursor.at}",and(created_at.eq."${cursor.at}",id.lt.${cursor.id})`)
  let ordered = query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(limit)
  if (signal) ordered = ordered.abortSignal(signal)
  const { data, error } = await ordered.overrideTypes<VerificationRequest[], { merge: false }>()
  if (error) throw toAppError(error)
  return data
}

/** The university's queue, newest first, keyset-paged on (created_at, id). */
export const verificationQueueQueryOptions = (universityId: string, filters: QueueFilters) =>
  infiniteQueryOptions({
    queryKey: universityKeys.queue(universityId, filters),
    initialPageParam: null as Cursor | null,
    queryFn: async ({ pageParam, signal }) => {
      const items = await fetchQueue(universityId, filters, QUEUE_PAGE_SIZE, pageParam, signal)
      const last = items.at(-1)
      return {
        items,
        nextCursor: items.length === QUEUE_PAGE_SIZE && last ? { at: last.created_at, id: last.id } : null,
      }
    },
    getNextPageParam: (page) => page.nextCursor,
  })

/** Every request matching the filters (for the CSV export), page by page. */
export async function fetchWholeQueue(universityId: string, filters: QueueFilters) {
  const all: VerificationRequest[] = []
  let cursor: Cursor | null = null
  for (;;) {
    const page = await fetchQueue(universityId, filters, 500, cursor)
    all.push(...page)
    const last = page.at(-1)
    if (page.length < 500 || !last || all.length >= 20_000) return all
    cursor = { at: last.created_at, id: last.id }
  }
}

export const verificationCountsQueryOptions = (universityId: string) =>
  queryOptions({
    queryKey: universityKeys.counts(universityId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('verification_counts').abortSignal(signal)
      if (error) throw toAppError(error)
      return data as { pending: number; approved: number; rejected: number; revoked: number }
    },
  })

/** A short-lived link to a private document (a proof or an MOU version). */
export async function documentUrl(path: string, download?: string) {
  const supabase = await getSupabase()
  const { data, error } = await supabase.storage
    .from('documents')
    .createSignedUrl(path, 300, download ? { download } : undefined)
  if (error || !data) throw toAppError(error ?? new Error('No link'))
  return data.signedUrl
}
