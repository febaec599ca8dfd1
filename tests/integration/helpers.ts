import { inject } from 'vitest'
import { signedInUser, useStack } from '../../supabase/local/tests/helpers.ts'

// Product tests run against the app: our migrations, seed and api/.
useStack(() => inject('appUrl'))

export * from '../../supabase/local/tests/helpers.ts'
export const appUrl = () => inject('appUrl')

export const DEMO = {
  student: '00000000-0000-4000-8000-000000000001',
  company: '00000000-0000-4000-8000-000000000002',
  employer: '00000000-0000-4000-8000-000000000003',
  university: '00000000-0000-4000-8000-000000000004',
  professor: '00000000-0000-4000-8000-000000000005',
} as const

/** A fresh signed-in member with a profile (student unless `fields` says otherwise). */
export async function memberWithProfile(label: string, fields: Record<string, unknown> = {}) {
  const member = await signedInUser(label)
  const { data, error } = await member.client
    .from('user_profiles')
    .upsert(
      { user_id: member.id, email: member.email, name: `${label} person`, profile_type: 'student', ...fields },
      { onConflict: 'user_id' },
    )
    .select()
    .single()
  if (error) throw error
  return { ...member, profile: data }
}
