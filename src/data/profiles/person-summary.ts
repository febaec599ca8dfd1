import type { Tables } from '@/types/database'

/** The profile columns a person's row shows: name, photo, headline or type, and the verified badge. */
export type PersonSummary = Pick<
  Tables<'profiles'>,
  'id' | 'name' | 'headline' | 'profile_photo_url' | 'profile_type' | 'verification_status'
>
