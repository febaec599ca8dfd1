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
