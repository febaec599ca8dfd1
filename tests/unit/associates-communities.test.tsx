// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AssociateEntry, Suggestion } from '@/data/associates/associate-types'
import type { Community, CommunityMembership } from '@/data/communities/community-types'
import { filterAssociates, mutualLabel, suggestionReason, tabFromParam } from '@/features/associates/associates.utils'
import { RequestCard } from '@/features/associates/components/request-card'
import { joinState, slugify, slugProblem } from '@/features/communities/communities.utils'
import { CommunityHeader } from '@/features/communities/components/community-header'
import { associateRequest as request, community } from './fixtures.ts'

afterEach(cleanup)

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )

describe('request card', () => {
  it('shows a received request’s note and mutual associates, and answers it', async () => {
    const onAccept = vi.fn()
    const onDecline = vi.fn()
    wrap(<RequestCard request={request()} direction="received" onAccept={onAccept} onDecline={onDecline} />)
    expect(screen.getByText('Ana Lima')).toBeInTheDocument()
    expect(screen.getByText('We met at the hackathon')).toBeInTheDocument()
    expect(screen.getByText('2 mutual associates, including Priya Nair, Jonah Lee')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }))
    expect(onAccept).toHaveBeenCalledOnce()
    expect(onDecline).toHaveBeenCalledOnce()
  })

  it('shows a sent request’s recipient with Withdraw only', async () => {
    const onWithdraw = vi.fn()
    wrap(
      <RequestCard
        request={request({ message: null, mutual: { total: 0, names: [] } })}
        direction="sent"
        onWithdraw={onWithdraw}
      />,
    )
    expect(screen.getByText('Ben Cho')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull()
    expect(screen.queryByText(/mutual/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(onWithdraw).toHaveBeenCalledOnce()
  })
})

const membership = (status: string, role = 'member') =>
  ({ community_id: 'c1', user_id: 'me', role, status, notification_level: 'highlights' }) as CommunityMembership

describe('community header', () => {
  const header = (c: Community, m: CommunityMembership | null, handlers = {}) =>
    wrap(
      <CommunityHeader
        community={c}
        membership={m}
        onJoin={vi.fn()}
        onLeave={vi.fn()}
        onNotificationLevel={vi.fn()}
        memberId={c.created_by}
        {...handlers}
      />,
    )

  it.each([
    ['open', null, 'Join'],
    ['approval', null, 'Request to join'],
    ['invite_only', null, 'Invitation only'],
    ['approval', 'pending', 'Pending'],
    ['invite_only', 'invited', 'Accept invitation'],
    ['open', 'active', 'Joined'],
    ['open', 'banned', 'Banned'],
  ] as const)('policy %s, status %s: %s', (policy, status, label) => {
    header(community({ join_policy: policy }), status ? membership(status) : null)
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument()
    expect(screen.getByText(/12 members/)).toBeInTheDocument()
  })

  it('joins, and a joined member changes the notification level or leaves', async () => {
    const onJoin = vi.fn()
    header(community(), null, { onJoin })
    await userEvent.click(screen.getByRole('button', { name: 'Join' }))
    expect(onJoin).toHaveBeenCalledOnce()
    cleanup()
    const onLeave = vi.fn()
    const onNotificationLevel = vi.fn()
    header(community({ visibility: 'private' }), membership('active'), { onLeave, onNotificationLevel })
    expect(screen.getByText('Private')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Joined' }))
    await userEvent.selectOptions(screen.getByRole('combobox'), 'all')
    expect(onNotificationLevel).toHaveBeenCalledWith('all')
    await userEvent.click(screen.getByRole('button', { name: 'Leave community' }))
    expect(onLeave).toHaveBeenCalledOnce()
  })
})

describe('associates and communities utils', () => {
  const s = (over: Partial<Suggestion>): Suggestion => ({
    id: 's',
    name: 'S',
    headline: null,
    profile_photo_url: null,
    profile_type: 'student',
    university: 'Northbridge University',
    mutual_count: 0,
    same_university: false,
    shared_skills: [],
    shared_interests: [],
    ...over,
  })
  it('gives each suggestion its strongest reason', () => {
    expect(suggestionReason(s({ mutual_count: 4, same_university: true }))).toBe('4 mutual associates')
    expect(suggestionReason(s({ mutual_count: 1 }))).toBe('1 mutual associate')
    expect(suggestionReason(s({ same_university: true }))).toBe('Also at Northbridge University')
    expect(suggestionReason(s({ shared_skills: ['SQL', 'Python', 'R'] }))).toBe('Also skilled in SQL and Python')
    expect(suggestionReason(s({ shared_interests: ['Climate'] }))).toBe('Also interested in Climate')
    expect(mutualLabel(0)).toBeNull()
  })

  it('searches and sorts associates', () => {
    const row = (name: string, at: string): AssociateEntry => ({
      created_at: at,
      associate: {
        id: name,
        name,
        headline: null,
        profile_photo_url: null,
        profile_type: null,
        verification_status: 'unverified',
        university: null,
      },
    })
    const rows = [row('Zara Ahmed', '2026-01-03'), row('Ana Lima', '2026-01-01'), row('Priya Nair', '2026-01-02')]
    expect(filterAssociates(rows, '', 'recent').map((r) => r.associate.name)).toEqual([
      'Zara Ahmed',
      'Priya Nair',
      'Ana Lima',
    ])
    expect(filterAssociates(rows, '', 'name').map((r) => r.associate.name)).toEqual([
      'Ana Lima',
      'Priya Nair',
      'Zara Ahmed',
    ])
    expect(filterAssociates(rows, ' nAIR ', 'name').map((r) => r.associate.name)).toEqual(['Priya Nair'])
    expect(tabFromParam('sent')).toBe('sent')
    expect(tabFromParam('bogus')).toBe('received')
  })

  it('makes and checks slugs, and tells the join state', () => {
    expect(slugify('  Chloé’s Robotics Club!! ')).toBe('chloe-s-robotics-club')
    expect(slugProblem('ab')).toMatch(/at least 3/)
    expect(slugProblem('Bad_Slug')).toMatch(/lower-case/)
    expect(slugProblem('good-slug-2')).toBeNull()
    expect(joinState({ join_policy: 'approval' }, null).label).toBe('Request to join')
    expect(joinState({ join_policy: 'open' }, { status: 'invited' }).kind).toBe('invited')
  })
})
