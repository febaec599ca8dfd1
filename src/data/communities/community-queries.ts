import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { FEED_SELECT, withAuthor } from '@/data/posts/post-select'
import type { FeedPost } from '@/data/posts/post-types'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { STALE } from '@/lib/stale'
import {
  COMMUNITY_PAGE_SIZE,
  MEMBER_PAGE_SIZE,
  UUID_PATTERN,
  type Community,
  type CommunityMember,
  type CommunityMembership,
  type MyCommunity,
} from './community-types'
import { communityKeys, type CommunityFilters } from './keys'
import { idKeysetPage, keysetQueryOptions } from '@/data/keyset-query'

/** Discover: search, category and sort in SQL, keyset pages (the cursor is the last community's id). */
export const discoverCommunitiesQueryOptions = (filters: CommunityFilters) =>
  keysetQueryOptions(communityKeys.discover(filters), async (cursor: string | null, signal) => {
    const supabase = await getSupabase()
    const { data, error } = await supabase
      .rpc('discover_communities', {
        search: filters.search || undefined,
        category_filter: filters.category ?? undefined,
        sort: filters.sort,
        after: cursor ?? undefined,
        max_results: COMMUNITY_PAGE_SIZE,
      })
      .abortSignal(signal)
    if (error) throw toAppError(error)
    return idKeysetPage(data as Community[], COMMUNITY_PAGE_SIZE)
  })

/** The member's communities (active, pending, invited) with unread activity. */
export const myCommunitiesQueryOptions = () =>
  queryOptions({
    queryKey: communityKeys.mine(),
    staleTime: STALE.seconds30,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('my_communities').abortSignal(signal)
      if (error) throw toAppError(error)
      return data as MyCommunity[]
    },
  })

/** One community by slug or id; null when there is none. */
export const communityQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: communityKeys.detail(idOrSlug),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const query = supabase.from('communities').select('*')
      const { data, error } = await (
        UUID_PATTERN.test(idOrSlug) ? query.eq('id', idOrSlug) : query.eq('slug', idOrSlug)
      )
        .abortSignal(signal)
        .maybeSingle()
      if (error) throw toAppError(error)
      return data
    },
  })

/** The member's own row in a community (any status), or null. */
export const membershipQueryOptions = (communityId: string, userId: string) =>
  queryOptions({
    queryKey: communityKeys.membership(communityId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('community_members')
        .select('community_id, user_id, role, status, notification_level, joined_at, last_read_at')
        .eq('community_id', communityId)
        .eq('user_id', userId)
        .abortSignal(signal)
        .maybeSingle()
      if (error) throw toAppError(error)
      return data as CommunityMembership | null
    },
  })

const MEMBER_SELECT =
  'role, status, joined_at, created_at, request_message, member:profiles!user_id!inner(id, name, headline, profile_photo_url, profile_type, verification_status)'

/** Members by status (moderators see pending, invited and banned), owners and moderators first. */
export const communityMembersQueryOptions = (communityId: string, status: string, search: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.memberList(communityId, status, search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const supabase = await getSupabase()
      let query = supabase
        .from('community_members')
        .select(MEMBER_SELECT)
        .eq('community_id', communityId)
        .eq('status', status)
        .order('role', { ascending: false })
        .order('created_at', { ascending: true })
        .range(pageParam, pageParam + MEMBER_PAGE_SIZE - 1)
        .abortSignal(signal)
      if (search.trim()) query = query.ilike('member.name', `%${search.trim().replace(/[%_\\]/g, '\\$&')}%`)
      const { data, error } = await query.overrideTypes<CommunityMember[], { merge: false }>()
      if (error) throw toAppError(error)
      return { items: data, next: data.length === MEMBER_PAGE_SIZE ? pageParam + MEMBER_PAGE_SIZE : null }
    },
    getNextPageParam: (page) => page.next,
  })

/** How many requests to join wait for a moderator (RLS shows them to moderators only). */
export const pendingRequestCountQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: communityKeys.pendingCount(communityId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { count, error } = await supabase
        .from('community_members')
        .select('user_id', { count: 'exact', head: true })
        .eq('community_id', communityId)
        .eq('status', 'pending')
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return count ?? 0
    },
  })

/** Owners and moderators, for About. */
export const moderatorsQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: communityKeys.moderators(communityId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('community_members')
        .select(MEMBER_SELECT)
        .eq('community_id', communityId)
        .eq('status', 'active')
        .in('role', ['owner', 'moderator'])
        .order('role', { ascending: false })
        .abortSignal(signal)
        .overrideTypes<CommunityMember[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

/** Pinned posts, newest pin first: shown above the community's feed. */
export const pinnedPostsQueryOptions = (communityId: string, userId: string) =>
  queryOptions({
    queryKey: communityKeys.pinned(communityId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('posts')
        .select(FEED_SELECT)
        .eq('community_id', communityId)
        .not('pinned_at', 'is', null)
        .eq('my_like.user_id', userId)
        .order('pinned_at', { ascending: false })
        .limit(5)
        .abortSignal(signal)
        .overrideTypes<Omit<FeedPost, 'original'>[], { merge: false }>()
      if (error) throw toAppError(error)
      return data.map((p) => ({ ...withAuthor(p), original: null }) satisfies FeedPost)
    },
  })

export interface CommunityReport {
  id: string
  reason: string
  details: string | null
  created_at: string
  post_id: string
  post: { id: string; body: string; author_id: string } | null
}

/** Open reports about the community's posts (moderators only; RLS returns nothing to others). */
export const communityReportsQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: communityKeys.reports(communityId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('reports')
        .select('id, reason, details, created_at, post_id, post:posts!inner(id, body, author_id, community_id)')
        .eq('post.community_id', communityId)
        .eq('status', 'open')
        .order('created_at', { ascending: false })
        .limit(50)
        .abortSignal(signal)
        .overrideTypes<CommunityReport[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

/** Whether a slug is free (checked live as the creator types). */
export const slugAvailableQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: communityKeys.slug(slug),
    staleTime: STALE.seconds30,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('communities')
        .select('id')
        .eq('slug', slug)
        .abortSignal(signal)
        .maybeSingle()
      if (error) throw toAppError(error)
      return !data
    },
  })

/** Members to invite: visible profiles whose name contains the words, with their status here if any. */
export const inviteCandidatesQueryOptions = (communityId: string, search: string) =>
  queryOptions({
    queryKey: communityKeys.candidates(communityId, search),
    enabled: search.trim().length >= 2,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('profiles')
        .select('id, name, headline, profile_photo_url, profile_type, verification_status')
        .ilike('name', `%${search.trim().replace(/[%_\\]/g, '\\$&')}%`)
        .order('name')
        .limit(8)
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data
    },
  })
