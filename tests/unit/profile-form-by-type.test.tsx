// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProfileForm } from '@/features/profiles/components/profile-form'
import { ProfileAbout } from '@/features/profiles/components/profile-about'
import type { PublicProfile } from '@/data/profiles/profile-query'
import type { Tables } from '@/types/database'
import { NEW_PROFILE_DEFAULTS } from '../new-profile-defaults.ts'
import { renderAsGuest } from './render-as-guest'

afterEach(cleanup)

const row = (fields: Partial<Tables<'user_profiles'>>): Tables<'user_profiles'> => ({
  id: 'row',
  user_id: 'u1',
  name: 'Someone',
  email: 'someone@example.test',
  first_name: null,
  last_name: null,
  headline: null,
  bio: null,
  location: null,
  phone: null,
  linkedin: null,
  github: null,
  twitter: null,
  website: null,
  skills: [],
  interests: [],
  profile_type: 'student',
  date_of_birth: null,
  university: null,
  college_email: null,
  graduation_year: null,
  organization_name: null,
  organization_size: null,
  sector: null,
  headquarters: null,
  profile_photo_url: null,
  cover_photo_url: null,
  ...NEW_PROFILE_DEFAULTS,
  email_digest: 'weekly',
  last_digest_at: null,
  profile_completion_score: 0,
  has_career_entry: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...fields,
})

const noSave = async () => ({ error: null })

describe('the profile form asks each profile type for what fits it', () => {
  it.each(['company', 'university'])(
    'a %s gives organisation details, never a university, birth date or college e-mail',
    (type) => {
      render(<ProfileForm row={row({ profile_type: type })} onSave={noSave} />)
      expect(screen.getByLabelText('Organisation name')).toBeInTheDocument()
      for (const label of ['Website', 'Size', 'Sector', 'Headquarters'])
        expect(screen.getByLabelText(label)).toBeInTheDocument()
      for (const label of ['University', 'Date of birth', 'College email', 'Graduation year', 'First name'])
        expect(screen.queryByLabelText(label)).not.toBeInTheDocument()
    },
  )

  it.each(['employer', 'investor', 'philanthropist'])(
    'a %s keeps their own name and describes the organisation they represent',
    (type) => {
      render(<ProfileForm row={row({ profile_type: type })} onSave={noSave} />)
      expect(screen.getByLabelText('Display name')).toBeInTheDocument()
      expect(screen.getByLabelText('First name')).toBeInTheDocument()
      const org = screen.getByRole('heading', { name: 'Organisation' }).parentElement!
      for (const label of ['Organisation name', 'Website', 'Size', 'Sector', 'Headquarters'])
        expect(within(org).getByLabelText(label)).toBeInTheDocument()
      for (const label of ['University', 'Date of birth', 'College email', 'Graduation year'])
        expect(screen.queryByLabelText(label)).not.toBeInTheDocument()
    },
  )

  it('a student gives a university, birth date, college e-mail and graduation year, and no organisation', () => {
    render(<ProfileForm row={row({ profile_type: 'student' })} onSave={noSave} />)
    for (const label of ['University', 'Date of birth', 'College email', 'Graduation year', 'Website'])
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Organisation' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Sector')).not.toBeInTheDocument()
  })

  it('saves only what changed: a size from the list and a graduation year as a number', async () => {
    const user = userEvent.setup()
    const save = vi.fn(noSave)
    const { unmount } = render(<ProfileForm row={row({ profile_type: 'company' })} onSave={save} />)
    await user.selectOptions(screen.getByLabelText('Size'), '51-200')
    await user.type(screen.getByLabelText('Sector'), ' Developer tools ')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(save).toHaveBeenLastCalledWith({ organization_size: '51-200', sector: 'Developer tools' })
    unmount()

    render(<ProfileForm row={row({ profile_type: 'student' })} onSave={save} />)
    await user.type(screen.getByLabelText('Graduation year'), '27')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(await screen.findByText('Enter a year, like 2027.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Graduation year'))
    await user.type(screen.getByLabelText('Graduation year'), '2027')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(save).toHaveBeenLastCalledWith({ graduation_year: 2027 })
  })
})

describe('a profile shows the organisation it is or represents', () => {
  const profile = (fields: Partial<PublicProfile>) =>
    ({
      ...row({}),
      id: 'p1',
      bio: null,
      follower_count: 0,
      following_count: 0,
      associate_count: 0,
      post_count: 0,
      verified_by: null,
      verified_by_name: null,
      ...fields,
    }) as unknown as PublicProfile

  it('names the sector, size in words and headquarters; the organisation’s own name only for a representative', () => {
    renderAsGuest(
      <ProfileAbout
        profile={profile({
          name: 'Daniel Reyes',
          profile_type: 'employer',
          organization_name: 'Northwind Labs',
          organization_size: '201-1000',
          sector: 'Developer tools',
          headquarters: 'Berlin, Germany',
        })}
      />,
    )
    const facts = screen.getByTestId('organisation-facts')
    expect(facts).toHaveTextContent('OrganisationNorthwind Labs')
    expect(facts).toHaveTextContent('Size201–1,000 people')
    expect(facts).toHaveTextContent('SectorDeveloper tools')
    expect(facts).toHaveTextContent('HeadquartersBerlin, Germany')
    cleanup()

    renderAsGuest(
      <ProfileAbout
        profile={profile({
          name: 'Northwind Labs',
          profile_type: 'company',
          organization_name: 'Northwind Labs',
          sector: 'Developer tools',
        })}
      />,
    )
    expect(screen.getByTestId('organisation-facts')).not.toHaveTextContent('Northwind Labs')
    cleanup()

    renderAsGuest(<ProfileAbout profile={profile({ name: 'Maya', profile_type: 'student', sector: null })} />)
    expect(screen.queryByTestId('organisation-facts')).not.toBeInTheDocument()
  })
})
