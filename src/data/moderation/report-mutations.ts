import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { ConflictError, toAppError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { messageKeys } from '../messages/keys'
import { postKeys } from '../posts/keys'
import { moderationKeys } from './keys'
import type { ReportReason, ReportTargetKind } from './report-reasons'

export interface NewReport {
  kind: ReportTargetKind
  targetId: string
  reason: ReportReason
  details: string
}

/** Whether the member has reported this item (any report of theirs, open or decided). */
export const myReportQueryOptions = (memberId: string, kind: ReportTargetKind, targetId: string) =>
  queryOptions({
    queryKey: moderationKeys.myReport(memberId, kind, targetId),
    staleTime: STALE.minutes5,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('reports')
        .select('id, status, created_at')
        .eq('reporter_id', memberId)
        .eq('target_kind', kind)
        .eq('target_id', targetId)
        .order('created_at', { ascending: false })
        .limit(1)
        .abortSignal(signal)
        .maybeSingle()
      if (error) throw toAppError(error)
      return data
    },
  })

/** Sends a report. Posts, comments and messages then leave the reporter's lists; other items say "You reported this". */
export function useReport(memberId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ kind, targetId, reason, details }: NewReport) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('reports').insert({
        reporter_id: memberId,
        target_kind: kind,
        target_id: targetId,
        reason,
        details: details.trim() || null,
      })
      if (error) {
        const e = toAppError(error)
        throw e instanceof ConflictError ? new ConflictError(t('You have already reported this')) : e
      }
    },
    onSuccess: async (_, { kind, targetId }) => {
      void notify(t('Thanks: our moderators will review it. You will hear the outcome.'), 'success')
      await qc.invalidateQueries({ queryKey: moderationKeys.myReport(memberId, kind, targetId) })
      if (kind === 'post' || kind === 'comment') await qc.invalidateQueries({ queryKey: postKeys.all })
      if (kind === 'message') await qc.invalidateQueries({ queryKey: messageKeys.all })
    },
    meta: { errorToast: t('Your report was not sent') },
  })
}
