// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConversationMember, Message } from '@/data/messages/message-types'
import { RequestCard } from '@/features/associates/components/request-card'
import { CommunityHeader } from '@/features/communities/components/community-header'
import { associateRequest, community as baseCommunity, message as baseMessage } from './fixtures.ts'
import { Composer } from '@/features/messages/components/composer'
import { MessageBubble } from '@/features/messages/components/message-bubble'
import { conversationName, dayLabel, typingSentence } from '@/features/messages/messages.utils'
import { setLocale } from '@/lib/i18n'

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )

beforeEach(() => setLocale('es'))
afterEach(async () => {
  cleanup()
  await setLocale('en')
})

const message = (over: Partial<Message> = {}) => baseMessage({ body: 'Hola', ...over })

describe('messages in Spanish', () => {
  it('shows the composer, a deleted message and an edited one in Spanish', () => {
    wrap(<Composer upload={vi.fn()} onSend={vi.fn()} />)
    expect(screen.getByPlaceholderText('Escribe un mensaje…')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Adjuntar imágenes o PDF' })).toBeInTheDocument()
    cleanup()
    wrap(
      <MessageBubble
        message={message({ deleted_at: '2026-03-02T10:05:00Z', body: '' })}
        mine
        onReply={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        onReport={vi.fn()}
      />,
    )
    expect(screen.getByText('Mensaje eliminado')).toBeInTheDocument()
    cleanup()
    wrap(
      <MessageBubble
        message={message({ edited_at: '2026-03-02T10:01:00Z' })}
        mine
        onReply={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        onReport={vi.fn()}
      />,
    )
    expect(screen.getByText(/editado/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Editar mensaje' })).toBeInTheDocument()
  })

  it('names days, groups and typing in Spanish', () => {
    const now = new Date('2026-03-10T12:00:00')
    expect(dayLabel('2026-03-10', now)).toBe('Hoy')
    expect(dayLabel('2026-03-09', now)).toBe('Ayer')
    expect(dayLabel('2026-03-02', now)).toMatch(/^lunes, 2 de marzo$/)
    expect(typingSentence(['Ana Lima', 'Ben Cho'])).toBe('Ana y Ben están escribiendo…')
    const members = ['Ana Lima', 'Ben Cho', 'Caro Diaz', 'Dev Rao', 'Eve Moss'].map((name, i): ConversationMember => ({
      id: String(i),
      name,
      profile_photo_url: null,
      profile_type: 'student',
      role: 'member',
      last_read_at: '2026-03-01T00:00:00Z',
    }))
    expect(conversationName({ kind: 'group', title: null, members }, 'me')).toBe('Ana, Ben, Caro y 2 más')
  })
})

describe('associates in Spanish', () => {
  it('shows a received request with its mutual associates (a plural), its age and the answers', () => {
    const request = associateRequest({ message: null, created_at: new Date(Date.now() - 3 * 3600_000).toISOString() })
    wrap(<RequestCard request={request} direction="received" />)
    expect(screen.getByText('2 asociados en común, entre ellos Priya Nair, Jonah Lee')).toBeInTheDocument()
    expect(screen.getByText('hace 3 horas')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument()
  })
})

describe('communities in Spanish', () => {
  it('shows the header’s join button, category and counts in Spanish', () => {
    const community = baseCommunity({ join_policy: 'approval', member_count: 12000 })
    wrap(
      <CommunityHeader
        community={community}
        membership={null}
        onJoin={vi.fn()}
        onLeave={vi.fn()}
        onNotificationLevel={vi.fn()}
        memberId={community.created_by}
      />,
    )
    expect(screen.getByRole('button', { name: 'Solicitar unirse' })).toBeInTheDocument()
    expect(screen.getByText('Pública')).toBeInTheDocument()
    expect(screen.getByText('· Tecnología')).toBeInTheDocument()
    expect(screen.getByText(/^· 12.000 miembros$/)).toBeInTheDocument()
    expect(screen.getByText('· 1 publicación')).toBeInTheDocument()
  })
})
