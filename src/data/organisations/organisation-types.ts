import type { Tables, TablesUpdate } from '@/types/database'

export type Organisation = Tables<'organisations'>
export type OrganisationKind = 'company' | 'university' | 'investor' | 'philanthropy'
export type OrganisationPageFields = Pick<
  TablesUpdate<'organisations'>,
  'about' | 'website' | 'sector' | 'organization_size' | 'headquarters' | 'logo_url'
>

/** A member who represents an organisation, or asked to. */
export interface Representative {
  member_id: string
  role: 'admin' | 'pending'
  title: string | null
  created_at: string
  member: { id: string; name: string; headline: string | null; profile_photo_url: string | null } | null
}

/** The organisation a member represents, as a link. */
export type OrganisationLink = Pick<Organisation, 'id' | 'slug' | 'name' | 'kind' | 'logo_url'>

export const ORGANISATION_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1001+'] as const
