import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { messageKeys } from './keys'
import type { Conversation, ConversationPage, Message, MessagePage } from './message-types'

type Thread = InfiniteData<MessagePage>
type ConversationList = InfiniteData<ConversationPage>

/** Puts a message into its cached thread: replaces it (or its pending copy) in place, else adds it newest. */
export function upsertMessage(qc: QueryClient, message: Message, replaceId?: string) {
  qc.setQueryData<Thread>(messageKeys.thread(message.conversation_id), (thread) => {
    if (!thread) return thread
    let found = false
    const pages = thread.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((m) => {
        if (m.id === message.id || m.id === replaceId) {
          if (found) return []
          found = true
          return [message]
        }
        return [m]
      }),
    }))
    if (!found) {
      const [first, ...rest] = pages
      const items = [message, ...(first?.items ?? [])].sort(newestFirst)
      return { ...thread, pages: [{ ...(first ?? { nextCursor: null }), items }, ...rest] }
    }
    return { ...thread, pages }
  })
}

export function removeMessage(qc: QueryClient, conversationId: string, id: string) {
  qc.setQueryData<Thread>(
    messageKeys.thread(conversationId),
    (thread) =>
      thread && {
        ...thread,
        pages: thread.pages.map((page) => ({ ...page, items: page.items.filter((m) => m.id !== id) })),
      },
  )
}

const newestFirst = (a: Message, b: Message) =>
  a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1

/** Replaces a conversation in every cached list (moving it to the top when its activity is newer). */
export function upsertConversation(qc: QueryClient, conversation: Conversation) {
  qc.setQueryData(messageKeys.conversation(conversation.id), conversation)
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

/** Another member's read position moved: update "Seen". */
export function patchMemberRead(qc: QueryClient, conversationId: string, userId: string, lastReadAt: string) {
  qc.setQueryData<Conversation | null>(
    messageKeys.conversation(conversationId),
    (c) =>
      c && {
        ...c,
        members: c.members.map((m) => (m.id === userId ? { ...m, last_read_at: lastReadAt } : m)),
      },
  )
}
