// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { OpportunityCard as CardData } from '@/data/opportunities/opportunity-types'
import type { CommunityResult } from '@/data/search/search-types'
import { ApplyForm } from '@/features/applications/components/apply-form'
import { ApplicationTimeline } from '@/features/applications/components/application-timeline'
import { OpportunityCard } from '@/features/opportunities/components/opportunity-card'
import { CommunityResultRow } from '@/features/search/result-rows'
import { SearchFilters } from '@/features/search/search-filters'
import { setLocale } from '@/lib/i18n'
import { amountLabel, deadlineLabel } from '@/lib/opportunity-format'

const HOUR = 3_600_000

function wrap(children: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(['opportunities', 'resumes', 'me'], [])
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('opportunities, applications and search in Spanish', () => {
  beforeEach(() => setLocale('es'))
  afterEach(async () => {
    cleanup()
    await setLocale('en')
  })

  it('an opportunity card: type, work mode, countdown plural and the save button', () => {
    const card = {
      id: 'o1',
      title: 'Robotics Intern',
      organization: 'Northwind Labs',
      type: 'internship',
      work_mode: 'remote',
      location: null,
      is_paid: false,
      amount_min: null,
      amount_max: null,
      currency: 'USD',
      amount_period: null,
      deadline: new Date(Date.now() + 2.5 * 24 * HOUR).toISOString(),
      status: 'open',
    } as unknown as CardData
    wrap(<OpportunityCard opportunity={card} href="/opportunities?id=o1" isSaved={false} onToggleSave={() => {}} />)
    expect(screen.getByText('Prácticas')).toBeInTheDocument()
    expect(screen.getByText('En remoto')).toBeInTheDocument()
    expect(screen.getByText('No remunerada')).toBeInTheDocument()
    expect(screen.getByText('Cierra en 3 días')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Guardar Robotics Intern' })).toBeInTheDocument()
    expect(deadlineLabel(new Date(Date.now() + 0.9 * HOUR).toISOString()).text).toBe('Cierra en 1 hora')
    expect(amountLabel(true, 1500, null, 'EUR', 'month')).toMatch(/^Desde 1500\s€ al mes$/)
  })

  it('the application form and an application’s history', () => {
    wrap(
      <ApplyForm
        userId="me"
        opportunityId="o1"
        questions={[{ id: 'why', kind: 'long', label: 'Why this role?', required: false }]}
        prefill={{ fullName: 'Maya Okafor', email: 'maya@example.com', phone: '' }}
        onDone={() => {}}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Sobre ti' })).toBeInTheDocument()
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Maya Okafor')
    expect(screen.getByLabelText('Why this role? (opcional)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Revisar la candidatura' })).toBeInTheDocument()
    cleanup()

    wrap(
      <ApplicationTimeline
        events={[
          {
            id: 'e1',
            to_status: 'shortlisted',
            created_at: new Date(Date.now() - 3 * HOUR).toISOString(),
            note: null,
          } as never,
        ]}
      />,
    )
    expect(screen.getByRole('list', { name: 'Historial de la candidatura' })).toBeInTheDocument()
    expect(screen.getByText('Preseleccionada')).toBeInTheDocument()
    expect(screen.getByText('hace 3 horas')).toBeInTheDocument()
  })

  it('search filters and a community result with its member count', () => {
    wrap(<SearchFilters tab="opportunities" />, '/search?q=robotics&tab=opportunities')
    expect(screen.getByRole('group', { name: 'Filtros de oportunidades' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Beca' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remunerada' })).toBeInTheDocument()
    cleanup()

    const community = {
      id: 'c1',
      slug: 'robotics',
      name: 'Robotics Club',
      description: null,
      visibility: 'private',
      member_count: 3,
      is_member: true,
    } as unknown as CommunityResult
    wrap(<CommunityResultRow community={community} query="robotics" />)
    expect(screen.getByText(/3 miembros · Eres miembro/)).toBeInTheDocument()
    expect(screen.getByLabelText('Privada')).toBeInTheDocument()
  })
})
