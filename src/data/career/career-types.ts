import type { Tables } from '@/types/database'

type Person = Pick<Tables<'profiles'>, 'id' | 'name' | 'profile_photo_url'>

export type ExperienceEntry = Tables<'experience'> & { organisation: { slug: string } | null }
export type EducationEntry = Tables<'education'> & { institution: { slug: string } | null }
export type ProjectEntry = Tables<'projects'> & { collaborators: Array<{ member: Person | null }> }
export type CertificationEntry = Tables<'certifications'>
export type LanguageEntry = Tables<'member_languages'>

export interface CareerSections {
  experience: ExperienceEntry[]
  education: EducationEntry[]
  projects: ProjectEntry[]
  certifications: CertificationEntry[]
  member_languages: LanguageEntry[]
}

/** The tables a member writes their own entries into. */
export type CareerTable = keyof CareerSections

export interface SkillEndorsements {
  skill: string
  endorsement_count: number
  endorsed_by_me: boolean
  endorsers: Person[]
}

export type Recommendation = Tables<'recommendations'> & {
  author: (Person & Pick<Tables<'profiles'>, 'headline'>) | null
}

export const PROFICIENCIES = [
  'elementary',
  'limited_working',
  'professional_working',
  'full_professional',
  'native',
] as const
export type Proficiency = (typeof PROFICIENCIES)[number]
