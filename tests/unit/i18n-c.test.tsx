// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { setDisplayTimeZone } from '@/lib/display-zone'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { analyticsSummaryQueryOptions } from '@/data/analytics/summary-query'
import type { MemberCard as Member } from '@/data/discovery/discovery-types'
import { myEventsQueryOptions } from '@/data/events/event-queries'
import type { EventCard, MyRsvp } from '@/data/events/event-types'
import type { Pitch } from '@/data/funding/pitch-types'
import { universitiesQueryOptions } from '@/data/university/verification-queries'
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen'
import { MemberCard } from '@/features/discovery/components/member-card'
import { MemberFiltersForm } from '@/features/discovery/components/member-filters'
import { EMPTY_MEMBER_FILTERS } from '@/data/discovery/discovery-types'
import { MyEvents } from '@/features/events/components/my-events'
import { PitchCard } from '@/features/funding/components/pitch-card'
import { setLocale } from '@/lib/i18n'

// Events, dashboard, discovery and funding in Spanish: texts, plurals and dates follow the language.
const ME = '00000000-0000-4000-8000-000000000001'

beforeAll(() => setLocale('es'))
afterAll(() => setLocale('en'))
afterEach(cleanup)

/** A cache that never refetches: the screens show exactly the data given. */
function renderWith(ui: ReactNode, seed: (client: QueryClient) => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  seed(client)
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('in Spanish', () => {
  it('events: the member’s events, with category, seats left as a plural and a Spanish date', () => {
    const event: EventCard = {
      id: '30000000-0000-4000-8000-000000000001',
      title: 'Spring Data Careers Fair',
      category: 'career_fair',
      cover_url: null,
      starts_at: '2099-03-10T17:00:00Z',
      ends_at: '2099-03-10T19:00:00Z',
      timezone: 'Europe/Madrid',
      is_online: false,
      venue: 'Main Hall',
      address: null,
      capacity: 40,
      seats_left: 1,
      going_count: 39,
      interested_count: 0,
      waitlist_count: 0,
      checked_in_count: 0,
      status: 'scheduled',
      visibility: 'public',
      organizer_id: '00000000-0000-4000-8000-000000000004',
      community_id: null,
      rsvp_deadline: null,
      sequence: 0,
      updated_at: '2099-01-01T00:00:00Z',
      organizer: {
        id: '00000000-0000-4000-8000-000000000004',
        name: 'Lakeside University',
        profile_photo_url: null,
        profile_type: 'university',
        headline: null,
      },
    }
    const rows: Array<MyRsvp & { event: EventCard }> = [
      { status: 'going', ticket_code: '4F9A0C21B7', checked_in_at: null, event },
    ]
    // Lists give times in the member's zone (Settings), here the organiser's own.
    setDisplayTimeZone('Europe/Madrid')
    renderWith(<MyEvents userId={ME} hrefFor={(id) => `/e/${id}`} discoverHref="/d" />, (c) =>
      c.setQueryData(myEventsQueryOptions(ME).queryKey, rows as never),
    )
    expect(screen.getByRole('heading', { name: /Asistiré/ })).toBeInTheDocument()
    expect(screen.getByText('Feria de empleo')).toBeInTheDocument()
    expect(screen.getByText(/Queda 1 plaza/)).toBeInTheDocument()
    expect(screen.getByText(/39 asistirán/)).toBeInTheDocument()
    expect(screen.getByText('por Lakeside University')).toBeInTheDocument()
    // "mié, 10 mar, 18:00 – 20:00 CET": the weekday and month in Spanish.
    expect(screen.getByText(/10 mar.*18:00 – 20:00/)).toBeInTheDocument()
    setDisplayTimeZone(null)
  })

  it('dashboard: the title, the ranges as plurals and the empty state', () => {
    renderWith(<DashboardScreen userId={ME} profileType="student" />, (c) =>
      c.setQueryData(analyticsSummaryQueryOptions(ME, 14).queryKey, { data: { totalEvents: 0, daily: [] } }),
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Mis estadísticas' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '7 días' })).toBeInTheDocument()
    expect(screen.getByText('Aún no hay actividad')).toBeInTheDocument()
    expect(screen.getAllByTestId('stat-card').map((card) => within(card).getAllByText(/./)[0].textContent)).toEqual([
      'Eventos totales',
      'Media diaria',
      'Días registrados',
    ])
    expect(screen.getByText('Haz crecer tus cifras')).toBeInTheDocument()
  })

  it('discovery: a member card and the search form’s own validation sentence', async () => {
    const member: Member = {
      id: '00000000-0000-4000-8000-000000000010',
      name: 'Priya Nair',
      headline: null,
      profile_photo_url: null,
      profile_type: 'student',
      university: 'Lakeside University',
      skills: ['Python'],
      interests: [],
      location: null,
      verification_status: 'unverified',
      graduation_year: 2027,
      verified_by: null,
      verified_by_name: null,
      allow_messages: true,
      allow_connections: true,
    }
    renderWith(
      <>
        <MemberCard
          member={member}
          isFollowing={false}
          onToggleFollow={() => {}}
          onConnect={() => {}}
          onShortlist={() => {}}
        />
        <MemberFiltersForm value={EMPTY_MEMBER_FILTERS} onSearch={() => {}} onSave={() => {}} />
      </>,
      (c) => c.setQueryData(universitiesQueryOptions().queryKey, []),
    )
    expect(screen.getByText(/Estudiante · Lakeside University · Promoción 2027/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Seguir' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Guardar esta búsqueda' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Añade palabras o un filtro antes de guardar la búsqueda.',
    )
  })

  it('funding: a pitch card with its stage, its ask in Spanish format and its numbers', () => {
    const pitch = {
      id: '40000000-0000-4000-8000-000000000001',
      founder_id: ME,
      name: 'GreenGrid',
      one_liner: 'Smart meters for student housing',
      problem: '',
      solution: '',
      stage: 'prototype',
      sector: 'Climate',
      ask_amount: 250000,
      currency: 'EUR',
      team_ids: [],
      deck_path: null,
      status: 'draft',
      view_count: 2,
      interest_count: 1,
      published_at: null,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
    } as unknown as Pitch
    renderWith(<PitchCard pitch={pitch} showStats />)
    expect(screen.getByText('Borrador')).toBeInTheDocument()
    expect(screen.getByText(/Prototipo · Climate · 250\.000\s€/)).toBeInTheDocument()
    expect(screen.getByText('2 visualizaciones')).toBeInTheDocument()
    expect(screen.getByText('1 interesado')).toBeInTheDocument()
  })
})
