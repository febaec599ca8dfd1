import { isMinor } from '@/lib/age'
import { msg } from '@/lib/i18n'
import type { Tables } from '@/types/database'

type Row = Tables<'user_profiles'>

const ORGANISATIONS = ['company', 'employer', 'university', 'investor', 'philanthropist']
const filled = (v: string | null | undefined) => !!v?.trim()

/**
 * What the profile still lacks, as the database scores it (`private.profile_completion_score`), most
 * valuable first: the strength card names these instead of calling an 85% profile complete. Mirrors the SQL weights.
 */
export function missingProfileParts(row: Row): string[] {
  const isOrganisation = ORGANISATIONS.includes((row.profile_type ?? '').toLowerCase())
  const parts: Array<[boolean, number, string]> = [
    [filled(row.profile_photo_url), 15, msg('a profile photo')],
    [filled(row.bio), 15, msg('a bio')],
    [row.skills.length > 0, 15, msg('skills')],
    [filled(row.name) && row.name !== 'User', 10, msg('your name')],
    [filled(row.headline), 10, msg('a headline')],
    [
      row.has_career_entry,
      10,
      ['company', 'university'].includes((row.profile_type ?? '').toLowerCase())
        ? msg('a project or certification')
        : msg('an experience or education entry'),
    ],
    [
      filled(row.linkedin) || filled(row.github) || filled(row.twitter) || filled(row.website),
      5,
      msg('a link (LinkedIn, GitHub, X or a website)'),
    ],
    [filled(row.cover_photo_url), 5, msg('a cover photo')],
    // A member under 18 keeps their location hidden: nothing asks them for it.
    [filled(row.location) || isMinor(row.date_of_birth), 5, msg('your location')],
    [row.interests.length > 0, 5, msg('interests')],
    isOrganisation
      ? [filled(row.sector) || filled(row.organization_name), 5, msg('your organisation’s name or sector')]
      : [filled(row.university), 5, msg('your university')],
  ]
  return parts.filter(([done]) => !done).map(([, , label]) => label)
}
