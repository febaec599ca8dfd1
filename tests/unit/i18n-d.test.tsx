// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AuthoredPost } from '@/data/posts/feed-query'
import type { PublicProfile } from '@/data/profiles/profile-query'
import type { MouEvent } from '@/data/university/university-types'
import { AuthorTable } from '@/features/author/author-table'
import { AnswerPanel } from '@/features/ai/shared/answer-panel'
import { promptSchema } from '@/features/ai/shared/prompt-form'
import { resumeToText } from '@/features/ai/resume/resume-format'
import { ProfileAbout } from '@/features/profiles/components/profile-about'
import { ProfileForm } from '@/features/profiles/components/profile-form'
import { MouHistory } from '@/features/university/components/mou-history'
import { MouStatusBadge } from '@/features/university/components/mou-status-badge'
import { setLocale } from '@/lib/i18n'
import type { Tables } from '@/types/database'
import * as v from 'valibot'
import { renderAsGuest } from './render-as-guest'

// Profiles, the author dashboard, university and AI tools, shown in Spanish.
beforeAll(() => setLocale('es'))
afterAll(() => setLocale('en'))
afterEach(cleanup)

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000).toISOString()

const row = {
  id: 'row',
  user_id: 'u1',
  name: 'Daniel Reyes',
  email: 'daniel@example.test',
  skills: [],
  interests: [],
  profile_type: 'employer',
  organization_name: 'Northwind Labs',
  organization_size: '201-1000',
  sector: 'Developer tools',
  headquarters: null,
  bio: null,
  is_public: true,
  language: 'es',
  timezone: 'UTC',
} as unknown as Tables<'user_profiles'>

describe('profiles in Spanish', () => {
  it('the profile shows what the organisation is, its size in words', () => {
    renderAsGuest(<ProfileAbout profile={{ ...row, follower_count: 0 } as unknown as PublicProfile} />)
    expect(screen.getByRole('heading', { name: 'Acerca de' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Representa a' })).toBeInTheDocument()
    expect(screen.getByTestId('organisation-facts')).toHaveTextContent('Tamaño201–1000 personas')
  })

  it('the form labels its fields and validates in Spanish', async () => {
    const user = userEvent.setup()
    render(<ProfileForm row={{ ...row, profile_type: 'student' }} onSave={async () => ({ error: null })} />)
    expect(screen.getByLabelText('Nombre visible')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Año de graduación'), '27')
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }))
    expect(await screen.findByText('Introduce un año, como 2027.')).toBeInTheDocument()
    expect(screen.getByText('Corrige los campos resaltados para guardar.')).toBeInTheDocument()
  })
})

describe('the author dashboard in Spanish', () => {
  it('names its columns, and gives a post of images a plural and a relative date', () => {
    const post = {
      id: 'p1',
      body: '',
      media: ['a.jpg', 'b.jpg'],
      repost_of: null,
      visibility: 'associates',
      created_at: hoursAgo(3),
      view_count: 10,
      like_count: 2,
      comment_count: 1,
      repost_count: 0,
      engaged_members: 3,
    } as unknown as AuthoredPost
    render(
      <MemoryRouter>
        <AuthorTable posts={[post]} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('button', { name: 'Publicada' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '2 imágenes' })).toBeInTheDocument()
    expect(screen.getByText('Solo asociados')).toBeInTheDocument()
    expect(screen.getByText('hace 3 horas')).toBeInTheDocument()
  })
})

describe('university in Spanish', () => {
  it('an MOU’s status and history read as Spanish sentences, with relative dates', () => {
    const event = (id: string, kind: string, actor: string | null, h: number) =>
      ({ id, kind, note: null, created_at: hoursAgo(h), actor: actor && { id, name: actor } }) as unknown as MouEvent
    render(
      <>
        <MouStatusBadge status="active" />
        <MouHistory events={[event('1', 'created', 'Lakeside University', 26), event('2', 'activated', null, 2)]} />
      </>,
    )
    expect(screen.getByTestId('mou-status')).toHaveTextContent('Vigente')
    expect(screen.getByRole('heading', { name: 'Historial' })).toBeInTheDocument()
    const [created, activated] = screen.getAllByTestId('mou-event')
    expect(created).toHaveTextContent('Lakeside University redactó el convenio')
    expect(created).toHaveTextContent('ayer')
    expect(activated).toHaveTextContent('Todas las partes han firmado: está vigente')
  })
})

describe('AI tools in Spanish', () => {
  it('the answer panel, the prompt limit with a Spanish number, and the resume export', () => {
    render(
      <AnswerPanel
        state={{ status: 'streaming', engine: 'Built-in assistant', text: '', citations: [], data: null, error: null }}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Respuesta' })).toBeInTheDocument()
    expect(screen.getByText('Respondido por el asistente integrado')).toBeInTheDocument()
    expect(screen.getByText('Reuniendo datos de la red…')).toBeInTheDocument()

    const tooLong = v.safeParse(promptSchema(3, 'corto', 50_000), { text: 'x'.repeat(50_001) })
    expect(tooLong.issues?.[0].message).toBe('Como máximo 50.000 caracteres.')

    const text = resumeToText({
      template: 'modern',
      name: 'Maya Okafor',
      headline: '',
      email: '',
      location: '',
      links: [],
      summary: 'Estudiante de informática.',
      skills: ['Python'],
      experience: [{ title: 'Data Intern', org: 'Northwind Labs', period: '2025', bullets: ['Built a dashboard'] }],
      education: [],
      projects: [],
      awards: [],
    })
    expect(text).toContain('RESUMEN\nEstudiante de informática.')
    expect(text).toContain('HABILIDADES\nPython')
    expect(text).toContain('EXPERIENCIA\nData Intern — Northwind Labs (2025)')
  })
})
