// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { messageKeys } from '@/data/messages/keys'
import { upsertConversation, withLatestReads } from '@/data/messages/message-cache'
import type { Attachment, Conversation, ConversationMember, Message } from '@/data/messages/message-types'
import { Composer } from '@/features/messages/components/composer'
import { MessageBubble } from '@/features/messages/components/message-bubble'
import {
  conversationName,
  dayLabel,
  groupMessages,
  previewLine,
  seenLabel,
  typingSentence,
} from '@/features/messages/messages.utils'
import { message as baseMessage } from './fixtures.ts'

const ME = '00000000-0000-4000-8000-000000000001'
const ANA = '00000000-0000-4000-8000-000000000010'
const BEN = '00000000-0000-4000-8000-000000000014'

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview'
  URL.revokeObjectURL ??= () => {}
})
afterEach(cleanup)

function renderWith(ui: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}

let n = 0
const message = (over: Partial<Message> = {}) => baseMessage({ id: `m${++n}`, sender_id: ANA, ...over })
const member = (id: string, name: string, lastRead: string): ConversationMember => ({
  id,
  name,
  profile_photo_url: null,
  profile_type: 'student',
  role: 'member',
  last_read_at: lastRead,
})

describe('composer', () => {
  const upload = vi.fn(async (file: File, onProgress: (f: number) => void): Promise<Attachment> => {
    onProgress(0.5)
    return { path: `c1/${ME}/${file.name}`, name: file.name, type: file.type, size: file.size }
  })

  it('sends on Enter, adds a line on Shift+Enter, and never sends an empty message', async () => {
    const onSend = vi.fn()
    const onTyping = vi.fn()
    renderWith(<Composer upload={upload} onSend={onSend} onTyping={onTyping} />)
    const box = screen.getByLabelText('Message')
    await userEvent.type(box, '{Enter}')
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line')
    expect(box).toHaveValue('First line\nsecond line')
    expect(onTyping).toHaveBeenCalled()
    await userEvent.type(box, '{Enter}')
    expect(onSend).toHaveBeenCalledWith({ body: 'First line\nsecond line', attachments: [] })
    expect(box).toHaveValue('')
  })

  it('uploads picked images and PDFs with a preview, refuses other files, and sends them', async () => {
    const onSend = vi.fn()
    renderWith(<Composer upload={upload} onSend={onSend} />)
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!
    const image = new File([new Uint8Array(20)], 'poster.png', { type: 'image/png' })
    const text = new File(['hi'], 'notes.txt', { type: 'text/plain' })
    await userEvent.upload(input, [image, text], { applyAccept: false })
    const attachments = await screen.findByRole('list', { name: 'Attachments' })
    expect(within(attachments).getByRole('img', { name: 'poster.png' })).toBeInTheDocument()
    expect(within(attachments).queryByText('notes.txt')).not.toBeInTheDocument()
    await within(attachments).findByText('20 B')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSend).toHaveBeenCalledWith({
      body: '',
      attachments: [{ path: `c1/${ME}/poster.png`, name: 'poster.png', type: 'image/png', size: 20 }],
    })
  })

  it('keeps the text when sending fails, and shows what is being replied to', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('Ben is not accepting messages from you'))
    const onCancelReply = vi.fn()
    renderWith(
      <Composer
        upload={upload}
        onSend={onSend}
        replyTo={{ name: 'Ana', excerpt: 'Are you free?' }}
        onCancelReply={onCancelReply}
      />,
    )
    expect(screen.getByText('Replying to Ana')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel reply' }))
    expect(onCancelReply).toHaveBeenCalled()
    await userEvent.type(screen.getByLabelText('Message'), 'Still there?{Enter}')
    expect(await screen.findByDisplayValue('Still there?')).toBeInTheDocument()
  })
})

describe('message bubble', () => {
  it('shows a deleted message as "Message deleted" with no actions', () => {
    renderWith(
      <MessageBubble
        message={message({ deleted_at: '2026-03-02T10:05:00Z', body: '' })}
        mine
        onReply={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
        onReport={() => {}}
      />,
    )
    expect(screen.getByText('Message deleted')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument()
  })

  it('offers edit and delete on one’s own messages only, and marks edits', () => {
    const { rerender } = render(
      <MessageBubble
        message={message({ edited_at: '2026-03-02T10:01:00Z' })}
        mine
        quoted={{ name: 'Ana', excerpt: 'Original question' }}
        onReply={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
        onReport={() => {}}
      />,
    )
    expect(screen.getByRole('button', { name: 'Edit message' })).toBeInTheDocument()
    expect(screen.getByText(/edited/)).toBeInTheDocument()
    expect(screen.getByText('Original question')).toBeInTheDocument()
    rerender(
      <MessageBubble
        message={message()}
        mine={false}
        onReply={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
        onReport={() => {}}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Edit message' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Report message' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument()
  })
})

describe('thread logic', () => {
  it('groups messages oldest first by day, then by sender within five minutes', () => {
    const newestFirst = [
      message({ sender_id: ME, created_at: '2026-03-03T09:00:00Z' }),
      message({ sender_id: ANA, created_at: '2026-03-02T10:20:00Z' }),
      message({ sender_id: ANA, created_at: '2026-03-02T10:02:00Z' }),
      message({ sender_id: ANA, created_at: '2026-03-02T10:00:00Z' }),
    ]
    const days = groupMessages(newestFirst)
    expect(days).toHaveLength(2)
    expect(days[0].runs.map((r) => r.messages.length)).toEqual([2, 1])
    expect(days[1].runs[0].senderId).toBe(ME)
  })

  it('says "Seen" under the caller’s latest message once the other side read it', () => {
    const mine = message({ sender_id: ME, created_at: '2026-03-02T10:00:00Z' })
    const members = [member(ME, 'Maya', '2026-03-02T10:00:00Z'), member(ANA, 'Ana Lima', '2026-03-02T10:00:01Z')]
    expect(seenLabel([mine], members, ME, 'direct')).toEqual({ messageId: mine.id, label: 'Seen' })
    expect(seenLabel([mine], [members[0], member(ANA, 'Ana', '2026-03-02T09:00:00Z')], ME, 'direct')).toBeNull()
    expect(seenLabel([message({ sender_id: ANA }), mine], members, ME, 'direct')).toBeNull()
    const group = [...members, member(BEN, 'Ben Okoye', '2026-03-01T00:00:00Z')]
    expect(seenLabel([mine], group, ME, 'group')?.label).toBe('Seen by Ana')
  })

  it('keeps "Seen" when a conversation fetched before the other side read it arrives late', () => {
    const qc = new QueryClient()
    const read = [member(ME, 'Maya', '2026-03-02T10:00:00Z'), member(ANA, 'Ana Lima', '2026-03-02T10:00:05Z')]
    const conversation = { id: 'c1', kind: 'direct' as const, members: read } as Conversation
    qc.setQueryData(messageKeys.conversation('c1'), conversation)
    const stale = { ...conversation, members: [read[0], member(ANA, 'Ana Lima', '2026-03-02T09:00:00Z')] }
    upsertConversation(qc, stale)
    expect(qc.getQueryData<Conversation>(messageKeys.conversation('c1'))?.members[1].last_read_at).toBe(
      '2026-03-02T10:00:05Z',
    )
    const later = { ...conversation, members: [read[0], member(ANA, 'Ana Lima', '2026-03-02T11:00:00Z')] }
    expect(withLatestReads(conversation, later)?.members[1].last_read_at).toBe('2026-03-02T11:00:00Z')
  })

  it('names conversations, previews and typing in plain sentences', () => {
    const members = [member(ME, 'Maya Okafor', ''), member(ANA, 'Ana Lima', ''), member(BEN, 'Ben Okoye', '')]
    expect(conversationName({ kind: 'direct', title: null, members: members.slice(0, 2) }, ME)).toBe('Ana Lima')
    expect(conversationName({ kind: 'group', title: null, members }, ME)).toBe('Ana, Ben')
    expect(conversationName({ kind: 'group', title: 'Crew', members }, ME)).toBe('Crew')
    const base = {
      id: 'c',
      kind: 'group' as const,
      title: 'Crew',
      photo_url: null,
      last_message_at: '',
      last_message_preview: 'See you',
      last_sender_id: ANA,
      unread_count: 0,
      muted: false,
      archived: false,
      role: 'member' as const,
      last_read_at: '',
      members,
      request_status: null,
    }
    expect(previewLine(base, ME)).toBe('Ana: See you')
    expect(previewLine({ ...base, last_sender_id: ME }, ME)).toBe('You: See you')
    expect(typingSentence([])).toBeNull()
    expect(typingSentence(['Ana Lima'])).toBe('Ana is typing…')
    expect(typingSentence(['Ana Lima', 'Ben Okoye'])).toBe('Ana and Ben are typing…')
    expect(dayLabel('2026-03-02', new Date(2026, 2, 2, 12))).toBe('Today')
    expect(dayLabel('2026-03-01', new Date(2026, 2, 2, 12))).toBe('Yesterday')
  })
})
