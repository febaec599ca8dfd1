import { msg } from './i18n'

export const PROFILE_TYPES = [
  'student',
  'company',
  'employer',
  'university',
  'professor',
  'influencer',
  'investor',
  'philanthropist',
] as const

export type ProfileType = (typeof PROFILE_TYPES)[number]

/** Case-insensitive; anything unknown or missing counts as a student (SPEC §6). */
export function normalizeProfileType(value: string | null | undefined): ProfileType {
  const lower = value?.trim().toLowerCase()
  return (PROFILE_TYPES as readonly string[]).includes(lower ?? '') ? (lower as ProfileType) : 'student'
}

export const isStudent = (value: string | null | undefined) => normalizeProfileType(value) === 'student'

export const profileTypeLabel = (value: string | null | undefined) => {
  const t = normalizeProfileType(value)
  return t.charAt(0).toUpperCase() + t.slice(1)
}

/** Accounts that are an organisation themselves: their name is the organisation's name. */
export const isOrganisationAccount = (value: string | null | undefined) =>
  ['company', 'university'].includes(normalizeProfileType(value))

/**
 * Types that are or represent an organisation (a company, a university, a recruiter, a fund, a foundation):
 * they describe the organisation and are never asked for a university, date of birth or college e-mail.
 */
export const describesOrganisation = (value: string | null | undefined) =>
  ['company', 'employer', 'university', 'investor', 'philanthropist'].includes(normalizeProfileType(value))

/** Organisation sizes as stored (user_profiles.organization_size) and as shown. */
export const ORGANISATION_SIZES = [
  { value: '1-10', label: '1–10 people' },
  { value: '11-50', label: '11–50 people' },
  { value: '51-200', label: '51–200 people' },
  { value: '201-1000', label: '201–1,000 people' },
  { value: '1001+', label: 'More than 1,000 people' },
] as const

export const organisationSizeLabel = (value: string | null | undefined) =>
  ORGANISATION_SIZES.find((s) => s.value === value)?.label ?? null

/** The labels profileTypeLabel gives, marked for the message catalog (shown through t(profileTypeLabel(…))). */
export const PROFILE_TYPE_LABELS = [
  msg('Student'),
  msg('Company'),
  msg('Employer'),
  msg('University'),
  msg('Professor'),
  msg('Influencer'),
  msg('Investor'),
  msg('Philanthropist'),
]
