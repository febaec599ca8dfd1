import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { moderationKeys } from './keys'
import type { ModerationAction } from './moderation-types'

export interface CaseDecision {
  caseId: string
  action: ModerationAction
  rule: string
  statement: string
  days: number | null
}

/** A moderator decides a case; the member and the reporters are told. */
export function useDecideCase() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ caseId, action, rule, statement, days }: CaseDecision) => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('moderate_case', {
        case_id: caseId,
        action,
        rule,
        statement,
        days: days ?? undefined,
      })
      if (error) throw toAppError(error)
    },
    onSuccess: async (_, { action }) => {
      void notify(
        action === 'dismiss'
          ? t('Report dismissed; the reporters were told')
          : t('Decision recorded; the member was told why'),
        'success',
      )
      await qc.invalidateQueries({ queryKey: moderationKeys.all })
    },
    meta: { errorToast: false },
  })
}

/** A different moderator upholds or reverses an appealed decision. */
export function useDecideAppeal() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ appealId, reverse, statement }: { appealId: string; reverse: boolean; statement: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('decide_appeal', { appeal_id: appealId, reverse, statement })
      if (error) throw toAppError(error)
    },
    onSuccess: async (_, { reverse }) => {
      void notify(
        reverse ? t('Decision reversed; the member was told') : t('Decision upheld; the member was told'),
        'success',
      )
      await qc.invalidateQueries({ queryKey: moderationKeys.all })
    },
    meta: { errorToast: false },
  })
}

/** The affected member appeals a decision (once, within 6 months). */
export function useAppealDecision(memberId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ decisionId, body }: { decisionId: string; body: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('appeal_decision', { decision_id: decisionId, body })
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      void notify(t('Appeal sent: a different moderator will review it'), 'success')
      await qc.invalidateQueries({ queryKey: moderationKeys.standing(memberId) })
    },
    meta: { errorToast: false },
  })
}
