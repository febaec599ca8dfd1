import { inject } from 'vitest'
import { useStack } from '../../supabase/local/tests/helpers.ts'

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
