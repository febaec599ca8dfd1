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
