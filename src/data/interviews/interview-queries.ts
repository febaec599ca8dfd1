import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { STALE } from '@/lib/stale'
import { interviewKeys } from './keys'
import type { Interview, InterviewPerson, InterviewSlot } from './interview-types'

/** The application's latest interview with its times (each with whether it can be booked) and interviewers. */
export const applicationInterviewQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: interviewKeys.application(applicationId),
    staleTime: STALE.seconds30,
    queryFn: async ({ signal }): Promise<Interview | null> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('interviews')
        .select('*, interviewers:interview_interviewers(interviewer_id, profile:profiles(id, name, profile_photo_url))')
        .eq('application_id', applicationId)
        .order('created_at', { ascending: false })
        .limit(1)
        .abortSignal(signal)
        .maybeSingle()
        .overrideTypes<Omit<Interview, 'slots'> | null, { merge: false }>()
      if (error) throw toAppError(error)
      if (!data) return null
      const slots = await supabase
        .rpc('interview_slot_availability', { interview_id: data.id })
        .abortSignal(signal)
        .overrideTypes<InterviewSlot[], { merge: false }>()
      if (slots.error) throw toAppError(slots.error)
      return { ...data, slots: slots.data }
    },
  })

/** The members who may interview for an opportunity: its poster and its organisation's admins. */
export const opportunityInterviewersQueryOptions = (opportunityId: string) =>
  queryOptions({
    queryKey: interviewKeys.interviewers(opportunityId),
    staleTime: STALE.minutes5,
    queryFn: async ({ signal }): Promise<InterviewPerson[]> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('opportunity_interviewers', { opportunity: opportunityId })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data
    },
  })
