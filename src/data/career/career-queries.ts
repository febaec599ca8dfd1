import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import type { CareerSections, Recommendation, SkillEndorsements } from './career-types'
import { careerKeys } from './keys'

const PERSON = 'id, name, profile_photo_url'

/** Every career section of a member the reader may see (RLS: nothing for a hidden or blocked profile). */
export const careerSectionsQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: careerKeys.sections(memberId),
    queryFn: async ({ signal }): Promise<CareerSections> => {
      const supabase = await getSupabase()
      const [experience, education, projects, certifications, languages] = await Promise.all([
        supabase
          .from('experience')
          .select('*, organisation:organisations(slug)')
          .eq('member_id', memberId)
          .order('end_month', { ascending: false, nullsFirst: true })
          .order('start_month', { ascending: false })
          .abortSignal(signal),
        supabase
          .from('education')
          .select('*, institution:organisations(slug)')
          .eq('member_id', memberId)
          .order('end_month', { ascending: false, nullsFirst: true })
          .order('start_month', { ascending: false, nullsFirst: false })
          .abortSignal(signal),
        supabase
          .from('projects')
          .select(`*, collaborators:project_collaborators(member:profiles(${PERSON}))`)
          .eq('member_id', memberId)
          .order('position')
          .order('start_month', { ascending: false, nullsFirst: false })
          .abortSignal(signal),
        supabase
          .from('certifications')
          .select('*')
          .eq('member_id', memberId)
          .order('issued_month', { ascending: false, nullsFirst: false })
          .abortSignal(signal),
        supabase.from('member_languages').select('*').eq('member_id', memberId).order('created_at').abortSignal(signal),
      ])
      for (const r of [experience, education, projects, certifications, languages]) if (r.error) throw toAppError(r.error)
      return {
        experience: experience.data ?? [],
        education: education.data ?? [],
        projects: (projects.data ?? []) as CareerSections['projects'],
        certifications: certifications.data ?? [],
        member_languages: languages.data ?? [],
      }
    },
  })

/** Per listed skill: how many associates endorsed it, a few of them, and whether the reader did. */
export const skillEndorsementsQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: careerKeys.endorsements(memberId),
    queryFn: async ({ signal }): Promise<SkillEndorsements[]> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('skill_endorsement_summary', { member: memberId })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return (data ?? []) as unknown as SkillEndorsements[]
    },
  })

/** Approved recommendations; the recipient also gets pending and declined ones, an author their own. */
export const recommendationsQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: careerKeys.recommendations(memberId),
    queryFn: async ({ signal }): Promise<Recommendation[]> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('recommendations')
        .select(`*, author:profiles!recommendations_author_id_fkey(${PERSON}, headline)`)
        .eq('recipient_id', memberId)
        .order('created_at', { ascending: false })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return (data ?? []) as Recommendation[]
    },
  })
