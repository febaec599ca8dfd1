import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { opportunityKeys } from './keys'

/** How long "Undo" shows after a quick application; the server allows 10 s, so a slow click still lands. */
export const QUICK_APPLY_UNDO_MS = 8_000

/** The résumé quick apply sends (the member's newest PDF), as its path; null without one. */
export const defaultResumeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: opportunityKeys.defaultResume(userId),
    queryFn: async () => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('my_default_resume')
      if (error) throw toAppError(error)
      return (data as string | null) ?? null
    },
  })

/** Applies in one call with the profile and the default résumé; the caller shows the result (and Undo). */
export function useQuickApply() {
  return useMutation({
    mutationFn: async (opportunityId: string) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('quick_apply', { opportunity_id: opportunityId })
      if (error) throw toAppError(error)
      return data as string
    },
    meta: { errorToast: false },
  })
}

/** Takes a quick application back within its window, as if never sent. */
export function useUndoQuickApply() {
  return useMutation({
    mutationFn: async (applicationId: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('undo_quick_apply', { application_id: applicationId })
      if (error) throw toAppError(error)
    },
    meta: { errorToast: false },
  })
}

/** After applying or undoing: the opportunity's "You applied" and My applications read again. */
export function useRefreshApplication(userId: string) {
  const qc = useQueryClient()
  return (opportunityId: string) => {
    void qc.invalidateQueries({ queryKey: opportunityKeys.myApplication(opportunityId) })
    void qc.invalidateQueries({ queryKey: opportunityKeys.myApplications(userId) })
    void qc.invalidateQueries({ queryKey: opportunityKeys.detail(opportunityId) })
  }
}
