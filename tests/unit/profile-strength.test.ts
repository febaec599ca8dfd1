import { describe, expect, it } from 'vitest'
import { missingProfileParts } from '@/features/profiles/profile-strength.utils'
import type { Tables } from '@/types/database'

const row = (fields: Partial<Tables<'user_profiles'>>) =>
  ({ name: 'Maya Chen', skills: [], interests: [], profile_type: 'student', ...fields }) as Tables<'user_profiles'>

describe('profile strength: what is missing', () => {
  it('names what an 80% profile lacks instead of calling it complete', () => {
    const almost = row({
      headline: 'CS student',
      profile_photo_url: 'https://x.test/a.png',
      bio: 'Hi',
      skills: ['Python'],
      university: 'Lakeside',
      linkedin: 'https://linkedin.com/in/maya',
      location: 'Boston',
    })
    expect(missingProfileParts(almost)).toEqual(['an experience or education entry', 'a cover photo', 'interests'])
  })

  it('asks an organisation for its name or sector, never a university', () => {
    const org = row({ profile_type: 'company', organization_name: 'BrightPath' })
    expect(missingProfileParts(org)).not.toContain('your university')
    expect(missingProfileParts(org)).not.toContain('your organisation’s name or sector')
    expect(missingProfileParts(row({ profile_type: 'company' }))).toContain('your organisation’s name or sector')
  })

  it('lists the most valuable parts first', () => {
    expect(missingProfileParts(row({})).slice(0, 3)).toEqual(['a profile photo', 'a bio', 'skills'])
  })
})
