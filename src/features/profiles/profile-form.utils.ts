import { msg } from '@/lib/i18n'
import type { Tables, TablesUpdate } from '@/types/database'
import type { ProfileFormValues } from './profile-form.schema'

type Row = Tables<'user_profiles'>

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'headline',
  'bio',
  'university',
  'location',
  'date_of_birth',
  'phone',
  'college_email',
  'linkedin',
  'github',
  'twitter',
  'website',
  'organization_name',
  'organization_size',
  'sector',
  'headquarters',
] as const

export function toFormValues(row: Row): ProfileFormValues {
  const values = {
    name: row.name,
    skills: row.skills,
    interests: row.interests,
    is_public: row.is_public,
    show_email: row.show_email,
    show_phone: row.show_phone,
    show_location: row.show_location,
    allow_messages: row.allow_messages,
    allow_connections: row.allow_connections,
    messaging_enabled: row.messaging_enabled,
    allow_follower_messages: row.allow_follower_messages,
    email_notifications: row.email_notifications,
    push_notifications: row.push_notifications,
    language: row.language,
    timezone: row.timezone,
  } as ProfileFormValues
  for (const f of TEXT_FIELDS) values[f] = row[f] ?? ''
  values.graduation_year = row.graduation_year == null ? '' : String(row.graduation_year)
  return values
}

/**
 * Only what the member changed, with blanks stored as null (SPEC §5: undefined fields are not sent).
 */
export function changedFields(
  values: ProfileFormValues,
  dirty: Partial<Record<keyof ProfileFormValues, unknown>>,
): TablesUpdate<'user_profiles'> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(values) as Array<keyof ProfileFormValues>) {
    if (!dirty[key]) continue
    const v = values[key]
    out[key] = typeof v === 'string' && key !== 'name' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v
    if (key === 'graduation_year' && out[key] !== null) out[key] = Number(out[key])
  }
  return out as TablesUpdate<'user_profiles'>
}

/** The labels of ORGANISATION_SIZES (src/lib/profile-types), marked for the catalog; shown with t(label). */
export const ORGANISATION_SIZE_LABELS = [
  msg('1–10 people'),
  msg('11–50 people'),
  msg('51–200 people'),
  msg('201–1,000 people'),
  msg('More than 1,000 people'),
]
