import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { searchKeys } from './keys'
import {
  SEARCH_PAGE_SIZE,
  type AllResults,
  type CommunityResult,
  type EventFilters,
  type EventResult,
  type OrganisationResult,
  type Page,
  type PeopleFilters,
  type PersonResult,
  type PostFilters,
  type PostResult,
  type Suggestions,
} from './search-types'

const POST_RESULT_COLUMNS =
  'id, author_id, body, created_at, visibility, hashtags, community_id, author:profiles!author_id(id, name, profile_photo_url), community:communities(id, slug, name)'
const EVENT_RESULT_COLUMNS = 'id, title, starts_at, timezone, is_online, venue, category'

const page = <T extends { id: string }>(items: T[]): Page<T> => ({
  items,
  nextCursor: items.length === SEARCH_PAGE_SIZE ? items.at(-1)!.id : null,
})

/** The All tab: the best three of each kind, in one request. */
export const searchAllQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchKeys.everything(query),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('search_all', { query, per_kind: 3 }).abortSignal(signal)
      if (error) throw toAppError(error)
      return data as unknown as AllResults
    },
    staleTime: STALE.seconds30,
  })

export const searchPeopleQueryOptions = (query: string, filters: PeopleFilters) =>
  infiniteQueryOptions({
    queryKey: searchKeys.kind('people', query, filters),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('search_people', {
          query,
          profile_types: filters.types.length ? filters.types : undefined,
          university_filter: filters.university || undefined,
          skill_filter: filters.skill || undefined,
          verified_only: filters.verified,
          after_id: pageParam ?? undefined,
          page_size: SEARCH_PAGE_SIZE,
        })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return page<PersonResult>(data)
    },
    getNextPageParam: (p) => p.nextCursor,
  })

const startOfDay = (date: string) => (date ? new Date(`${date}T00:00:00`).toISOString() : undefined)
const endOfDay = (date: string) =>
  date ? new Date(new Date(`${date}T00:00:00`).getTime() + 86_400_000).toISOString() : undefined

export const searchPostsQueryOptions = (query: string, filters: PostFilters) =>
  infiniteQueryOptions({
    queryKey: searchKeys.kind('posts', query, filters),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('search_posts', {
          query,
          since: startOfDay(filters.from),
          until: endOfDay(filters.to),
          network_only: filters.network,
          after_id: pageParam ?? undefined,
          page_size: SEARCH_PAGE_SIZE,
        })
        .select(POST_RESULT_COLUMNS)
        .abortSignal(signal)
        .overrideTypes<PostResult[], { merge: false }>()
      if (error) throw toAppError(error)
      return page(data)
    },
    getNextPageParam: (p) => p.nextCursor,
  })

export const searchCommunitiesQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.kind('communities', query, {}),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('search_communities', { query, after_id: pageParam ?? undefined, page_size: SEARCH_PAGE_SIZE })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return page<CommunityResult>(data)
    },
    getNextPageParam: (p) => p.nextCursor,
  })

export const searchOrganisationsQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.kind('organisations', query, {}),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('search_organisations', { query, after_id: pageParam ?? undefined, page_size: SEARCH_PAGE_SIZE })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return page<OrganisationResult>(data)
    },
    getNextPageParam: (p) => p.nextCursor,
  })

export const searchEventsQueryOptions = (query: string, filters: EventFilters) =>
  infiniteQueryOptions({
    queryKey: searchKeys.kind('events', query, filters),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('search_events', {
          query,
          upcoming_only: filters.upcoming,
          online_only: filters.online,
          after_id: pageParam ?? undefined,
          page_size: SEARCH_PAGE_SIZE,
        })
        .select(EVENT_RESULT_COLUMNS)
        .abortSignal(signal)
        .overrideTypes<EventResult[], { merge: false }>()
      if (error) throw toAppError(error)
      return page(data)
    },
    getNextPageParam: (p) => p.nextCursor,
  })

/** Typeahead suggestions; the signal cancels a request the next keystroke made stale. */
export const typeaheadQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchKeys.typeahead(query),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('search_typeahead', { query }).abortSignal(signal)
      if (error) throw toAppError(error)
      return data as unknown as Suggestions
    },
    enabled: query.replace(/^#/, '').trim().length >= 2,
    staleTime: STALE.minutes1,
  })

export const trendingHashtagsQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.trending(),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('trending_hashtags', { max_results: 12 }).abortSignal(signal)
      if (error) throw toAppError(error)
      return data
    },
    staleTime: STALE.minutes5,
  })

export const followedHashtagsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: searchKeys.followedTags(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('hashtag_follows')
        .select('tag')
        .order('created_at', { ascending: false })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data.map((r) => r.tag)
    },
  })
