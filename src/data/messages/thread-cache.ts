import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { messageKeys } from './keys'
import type { Conversation, Message, MessagePage } from './message-types'

type Thread = InfiniteData<MessagePage>

/**
 * Puts a message into its cached thread: replaces it (or its pending copy) in place, else adds it newest. The
 * stored copy of one's own message can arrive live before the send answers: it then takes the place of the
 * pending copy with the same text, so the message never shows twice.
 */
export function upsertMessage(qc: QueryClient, message: Message, replaceId?: string) {
  qc.setQueryData<Thread>(messageKeys.thread(message.conversation_id), (thread) => {
    if (!thread) return thread
    replaceId ??= message.pending ? undefined : pendingTwin(thread, message)
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

function pendingTwin(thread: Thread, message: Message): string | undefined {
  for (const page of thread.pages)
    for (const m of page.items) {
      if (m.id === message.id) return undefined
      if (m.pending && m.sender_id === message.sender_id && m.body === message.body) return m.id
    }
  return undefined
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
