import { QueryClient, type InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { messageKeys } from '@/data/messages/keys'
import type { Message, MessagePage } from '@/data/messages/message-types'
import { upsertMessage } from '@/data/messages/thread-cache'

const message = (id: string, body: string, at: string, extra: Partial<Message> = {}): Message => ({
  id,
  conversation_id: 'c1',
  sender_id: 'me',
  body,
  attachments: [],
  reply_to_id: null,
  edited_at: null,
  deleted_at: null,
  created_at: at,
  ...extra,
})

const thread = (qc: QueryClient) =>
  qc.getQueryData<InfiniteData<MessagePage>>(messageKeys.thread('c1'))!.pages.flatMap((p) => p.items.map((m) => m.id))

describe('a sent message in the cached thread', () => {
  it('shows once when its stored copy arrives live before the send answers', () => {
    const qc = new QueryClient()
    qc.setQueryData(messageKeys.thread('c1'), {
      pages: [{ items: [message('m0', 'Earlier', '2026-11-28T10:00:00Z')], nextCursor: null }],
      pageParams: [null],
    })
    upsertMessage(qc, message('pending-1', 'Let me know!', '2026-11-28T10:01:00Z', { pending: true }))
    expect(thread(qc)).toEqual(['pending-1', 'm0'])
    // Realtime first: the stored copy takes the pending one's place.
    upsertMessage(qc, message('m1', 'Let me know!', '2026-11-28T10:01:00.5Z'))
    expect(thread(qc)).toEqual(['m1', 'm0'])
    // Then the send answers with the same message.
    upsertMessage(qc, message('m1', 'Let me know!', '2026-11-28T10:01:00.5Z'), 'pending-1')
    expect(thread(qc)).toEqual(['m1', 'm0'])
  })

  it('leaves another member’s message with the same text beside the pending one', () => {
    const qc = new QueryClient()
    qc.setQueryData(messageKeys.thread('c1'), { pages: [{ items: [], nextCursor: null }], pageParams: [null] })
    upsertMessage(qc, message('pending-1', 'ok', '2026-11-28T10:01:00Z', { pending: true }))
    upsertMessage(qc, message('m9', 'ok', '2026-11-28T10:01:01Z', { sender_id: 'them' }))
    expect(thread(qc).sort()).toEqual(['m9', 'pending-1'])
  })
})
