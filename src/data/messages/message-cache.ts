import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { messageKeys } from './keys'
import type { Conversation, ConversationPage } from './message-types'

type ConversationList = InfiniteData<ConversationPage>

/**
 * A fetched conversation, keeping each member's newer read position from the cache: read positions only
 * move forward, and a fetch that started before another member's "read" arrived live must not take
 * their "Seen" back.
 */
export function withLatestReads(cached: Conversation | null | undefined, fetched: Conversation | null) {
  if (!cached || !fetched || cached.id !== fetched.id) return fetched
  const readAt = new Map(cached.members.map((m) => [m.id, m.last_read_at]))
  return {
    ...fetched,
    members: fetched.members.map((m) => {
      const known = readAt.get(m.id)
      return known && Date.parse(known) > Date.parse(m.last_read_at) ? { ...m, last_read_at: known } : m
    }),
  }
}

/** Replaces a conversation in every cached list (moving it to the top when its activity is newer). */
export function upsertConversation(qc: QueryClient, conversation: Conversation) {
  qc.setQueryData<Conversation | null>(messageKeys.conversation(conversation.id), (cached) =>
    withLatestReads(cached, conversation),
  )
  let placed = false
  qc.setQueriesData<ConversationList>({ queryKey: messageKeys.lists() }, (list) => {
    if (!list) return list
    const existing = list.pages.flatMap((p) => p.items).find((c) => c.id === conversation.id)
    if (!existing) return list
    placed = true
    const moved = existing.last_message_at !== conversation.last_message_at
    const pages = list.pages.map((page) => ({
      ...page,
      items: moved
        ? page.items.filter((c) => c.id !== conversation.id)
        : page.items.map((c) => (c.id === conversation.id ? conversation : c)),
    }))
    if (moved && pages[0]) pages[0] = { ...pages[0], items: [conversation, ...pages[0].items] }
    return { ...list, pages }
  })
  return placed
}

/** Applies a change to the caller's own membership fields in every cached list and the detail. */
export function patchConversation(qc: QueryClient, id: string, patch: Partial<Conversation>) {
  qc.setQueryData<Conversation | null>(messageKeys.conversation(id), (c) => c && { ...c, ...patch })
  qc.setQueriesData<ConversationList>(
    { queryKey: messageKeys.lists() },
    (list) =>
      list && {
        ...list,
        pages: list.pages.map((page) => ({
          ...page,
          items: page.items.map((c) => (c.id === id ? { ...c, ...patch } : c)),
        })),
      },
  )
}
