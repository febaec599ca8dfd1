import { infiniteQueryOptions, queryOptions, replaceEqualDeep } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { fetchConversation } from './fetch-conversation'
import { withLatestReads } from './message-cache'
import { messageKeys, type ConversationListFilters } from './keys'
import {
  CONVERSATION_PAGE_SIZE,
  MESSAGE_PAGE_SIZE,
  type Conversation,
  type ConversationPage,
  type Message,
  type MessageCandidate,
  type MessagePage,
  MESSAGE_SELECT,
} from './message-types'

export const conversationListQueryOptions = (filters: ConversationListFilters) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(filters),
    initialPageParam: null as ConversationPage['nextCursor'],
    queryFn: async ({ pageParam, signal }): Promise<ConversationPage> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('conversation_list', {
          search: filters.search || undefined,
          show_archived: filters.folder === 'archived',
          folder: filters.folder === 'requests' ? 'requests' : 'inbox',
          before_at: pageParam?.at,
          before_id: pageParam?.id,
          page_size: CONVERSATION_PAGE_SIZE,
        })
        .abortSignal(signal)
        .overrideTypes<Conversation[], { merge: false }>()
      if (error) throw toAppError(error)
      const last = data.at(-1)
      return {
        items: data,
        nextCursor: data.length === CONVERSATION_PAGE_SIZE && last ? { at: last.last_message_at, id: last.id } : null,
      }
    },
    getNextPageParam: (page) => page.nextCursor,
  })

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => fetchConversation(id, signal),
    structuralSharing: (cached, fetched) =>
      replaceEqualDeep(
        cached,
        withLatestReads(cached as Conversation | null | undefined, fetched as Conversation | null),
      ),
  })

/** A thread, newest page first (pages are rendered oldest at the top). */
export const threadQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(conversationId),
    initialPageParam: null as MessagePage['nextCursor'],
    queryFn: async ({ pageParam, signal }): Promise<MessagePage> => {
      const supabase = await getSupabase()
      let query = supabase
        .from('messages')
        .select(MESSAGE_SELECT)
        .eq('conversation_id', conversationId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(MESSAGE_PAGE_SIZE)
        .abortSignal(signal)
      if (pageParam)
        query = query.or(
          `created_at.lt."${pageParam.createdAt}",and(created_at.eq."${pageParam.createdAt}",id.lt.${pageParam.id})`,
        )
      const { data, error } = await query.overrideTypes<Message[], { merge: false }>()
      if (error) throw toAppError(error)
      const last = data.at(-1)
      return {
        items: data,
        nextCursor: data.length === MESSAGE_PAGE_SIZE && last ? { createdAt: last.created_at, id: last.id } : null,
      }
    },
    getNextPageParam: (page) => page.nextCursor,
  })

/** Messages quoted by replies that are not loaded (older pages). */
export async function fetchMessages(ids: string[]): Promise<Message[]> {
  if (!ids.length) return []
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('messages')
    .select(MESSAGE_SELECT)
    .in('id', ids)
    .overrideTypes<Message[], { merge: false }>()
  if (error) throw toAppError(error)
  return data
}

/** Why the caller cannot write to a member, or null when they can. */
export const refusalQueryOptions = (memberId: string, inConversation = false) =>
  queryOptions({
    queryKey: messageKeys.refusalIn(memberId, inConversation),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('messaging_refusal', { member: memberId, in_conversation: inConversation })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data as string | null
    },
  })

export const candidatesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: messageKeys.candidates(search),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('message_candidates', { search, page_size: 20 })
        .abortSignal(signal)
        .overrideTypes<MessageCandidate[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

/** Members the caller blocked. */
export const blockedIdsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.blocked(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('user_blocks')
        .select('blocked_id')
        .eq('blocker_id', userId)
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return new Set(data.map((r) => r.blocked_id))
    },
  })
