import { useMutation, useQueryClient } from '@tanstack/react-query'
import { opportunityKeys } from '@/data/opportunities/keys'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { interviewKeys } from './keys'
import type { InterviewOffer } from './interview-types'

/** After any change: the interview, and the applications (offering times moves one to interview). */
function useRefresh(applicationId: string) {
  const qc = useQueryClient()
  return async () => {
    await qc.invalidateQueries({ queryKey: interviewKeys.application(applicationId) })
    void qc.invalidateQueries({ queryKey: opportunityKeys.all })
  }
}

/** The organisation offers times, or new times for an open interview (its reschedule: the message is the reason). */
export function useOfferInterview(applicationId: string) {
  const refresh = useRefresh(applicationId)
  return useMutation({
    mutationFn: async (offer: InterviewOffer) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('offer_interview', {
        application_id: offer.applicationId,
        slot_starts: offer.slotStarts,
        duration_minutes: offer.durationMinutes,
        interviewer_ids: offer.interviewerIds,
        mode: offer.mode,
        location: offer.location,
        message: offer.message || undefined,
      })
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: refresh,
    // The form shows why the offer was refused.
    meta: { errorToast: false },
  })
}

/** The applicant books one of the offered times (or moves to another one, with a reason). */
export function useBookInterview(applicationId: string) {
  const refresh = useRefresh(applicationId)
  return useMutation({
    mutationFn: async ({ slotId, reason }: { slotId: string; reason?: string }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('book_interview', { slot_id: slotId, reason: reason || undefined })
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: refresh,
    // A time taken meanwhile refreshes the list, so the refusal and the new availability show together.
    onError: refresh,
    // The picker shows why the time was refused.
    meta: { errorToast: false },
  })
}

/** Either side cancels, with a reason the other side reads. */
export function useCancelInterview(applicationId: string) {
  const refresh = useRefresh(applicationId)
  return useMutation({
    mutationFn: async ({ interviewId, reason }: { interviewId: string; reason: string }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('cancel_interview', { interview_id: interviewId, reason })
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: refresh,
    meta: { errorToast: false },
  })
}
