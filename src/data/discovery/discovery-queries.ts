import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import {
  MEMBER_COLUMNS,
  MEMBER_PAGE_SIZE,
  toSqlFilters,
  type MemberCard,
  type MemberFilters,
  type SavedSearch,
  type Shortlist,
  type ShortlistEntry,
  type TrendingItem,
} from './discovery-types'
import { discoveryKeys } from './keys'
import { idKeysetPage, keysetQueryOptions } from '@/data/keyset-query'

/** Public members matching the filters, by name, in keyset pages. */
export const memberSearchQueryOptions = (filters: MemberFilters) =>
  keysetQueryOptions(discoveryKeys.members(filters), async (cursor: string | null, signal) => {
    const supabase = await getSupabase()
    const { data, error } = await supabase
      .rpc('search_members', {
        filters: toSqlFilters(filters) as never,
        after_id: cursor ?? undefined,
        page_size: MEMBER_PAGE_SIZE,
      })
      .select(MEMBER_COLUMNS)
      .abortSignal(signal)
      .overrideTypes<MemberCard[], { merge: false }>()
    if (error) throw toAppError(error)
    return idKeysetPage(data, MEMBER_PAGE_SIZE)
  })

/** Whom the member follows, to show Follow or Following on each card. */
export const followingIdsQueryOptions = (me: string) =>
  queryOptions({
    queryKey: discoveryKeys.following(me),
    staleTime: STALE.seconds30,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('follows')
        .select('followee_id')
        .eq('follower_id', me)
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return new Set(data.map((r) => r.followee_id))
    },
  })

export const shortlistsQueryOptions = (me: string) =>
  queryOptions({
    queryKey: discoveryKeys.shortlists(me),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('shortlists')
        .select('*, shortlist_members(count)')
        .eq('owner_id', me)
        .order('created_at', { ascending: false })
        .abortSignal(signal)
        .overrideTypes<Shortlist[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

export const shortlistEntriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: discoveryKeys.shortlist(id),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('shortlist_members')
        .select(`*, member:profiles!member_id(${MEMBER_COLUMNS})`)
        .eq('shortlist_id', id)
        .order('position')
        .abortSignal(signal)
        .overrideTypes<ShortlistEntry[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

export const savedSearchesQueryOptions = (me: string) =>
  queryOptions({
    queryKey: discoveryKeys.savedSearches(me),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('saved_searches')
        .select('*')
        .eq('owner_id', me)
        .order('created_at', { ascending: false })
        .abortSignal(signal)
        .overrideTypes<SavedSearch[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

export const trendingQueryOptions = () =>
  queryOptions({
    queryKey: discoveryKeys.trending(),
    staleTime: STALE.minutes5,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('trending_this_week', { max_items: 5 }).abortSignal(signal)
      if (error) throw toAppError(error)
      return data as TrendingItem[]
    },
  })

let checked = false
/** Asks the database to notify the member of new matches of their saved searches (once per visit). */
export function checkSavedSearches() {
  if (checked) return
  checked = true
  void getSupabase()
    .then((supabase) => supabase.rpc('check_saved_searches'))
    .catch(() => (checked = false))
}
