import { useMutation, useQueryClient } from '@tanstack/react-query'
import { profileKeys } from '@/data/profiles/keys'
import { toAppError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import type { CareerTable } from './career-types'
import { careerKeys } from './keys'

export type EntryValues = Record<string, string | null>

/** Adds or edits one of the member's own entries; the dialog shows a refusal inline. */
export function useSaveCareerEntry(memberId: string, table: CareerTable) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: EntryValues }) => {
      const supabase = await getSupabase()
      // The table is chosen at run time; each dialog's fields are that table's columns.
      const from = supabase.from(table as 'experience')
      const { error } = id
        ? await from.update(values as never).eq('id', id)
        : await from.insert({ ...values, member_id: memberId } as never)
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: careerKeys.sections(memberId) }),
        qc.invalidateQueries({ queryKey: profileKeys.all }),
      ])
    },
    meta: { errorToast: false },
  })
}

export function useRemoveCareerEntry(memberId: string, table: CareerTable) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from(table as 'experience').delete().eq('id', id)
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      void notify(t('Removed'), 'success')
      await Promise.all([
        qc.invalidateQueries({ queryKey: careerKeys.sections(memberId) }),
        qc.invalidateQueries({ queryKey: profileKeys.all }),
      ])
    },
    meta: { errorToast: t('Could not remove the entry') },
  })
}

/** A collaborator takes themself off someone's project. */
export function useLeaveProject(ownerId: string, me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (projectId: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase
        .from('project_collaborators')
        .delete()
        .eq('project_id', projectId)
        .eq('member_id', me)
      if (error) throw toAppError(error)
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: careerKeys.sections(ownerId) }),
    meta: { errorToast: t('Could not take you off the project') },
  })
}

/** The owner names associates on a project (replacing the list). */
export function useSetCollaborators(ownerId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ projectId, add, remove }: { projectId: string; add: string[]; remove: string[] }) => {
      const supabase = await getSupabase()
      if (remove.length) {
        const { error } = await supabase
          .from('project_collaborators')
          .delete()
          .eq('project_id', projectId)
          .in('member_id', remove)
        if (error) throw toAppError(error)
      }
      if (add.length) {
        const { error } = await supabase
          .from('project_collaborators')
          .insert(add.map((member_id) => ({ project_id: projectId, member_id })))
        if (error) throw toAppError(error)
      }
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: careerKeys.sections(ownerId) }),
    meta: { errorToast: t('Could not save the collaborators') },
  })
}

/** Endorse a skill, or withdraw one's endorsement. */
export function useEndorseSkill(memberId: string, me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ skill, endorse }: { skill: string; endorse: boolean }) => {
      const supabase = await getSupabase()
      const { error } = endorse
        ? await supabase.from('skill_endorsements').insert({ member_id: memberId, skill, endorser_id: me })
        : await supabase
            .from('skill_endorsements')
            .delete()
            .eq('member_id', memberId)
            .eq('endorser_id', me)
            .ilike('skill', skill.replace(/[%_\\]/g, '\\$&'))
      if (error) throw toAppError(error)
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: careerKeys.endorsements(memberId) }),
    meta: { errorToast: t('Your endorsement was not saved') },
  })
}

export function useWriteRecommendation(recipientId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ relationship, body }: { relationship: string; body: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase
        .from('recommendations')
        .insert({ recipient_id: recipientId, relationship, body })
      if (error) throw toAppError(error)
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: careerKeys.recommendations(recipientId) }),
    meta: { errorToast: false },
  })
}

/** The recipient approves or declines; either side removes. */
export function useAnswerRecommendation(recipientId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'approve' | 'decline' | 'remove' }) => {
      const supabase = await getSupabase()
      const { error } =
        action === 'remove'
          ? await supabase.from('recommendations').delete().eq('id', id)
          : await supabase.rpc('respond_to_recommendation', { recommendation_id: id, approve: action === 'approve' })
      if (error) throw toAppError(error)
      return action
    },
    onSuccess: async (action) => {
      void notify(
        action === 'approve'
          ? t('Recommendation approved: it now shows on your profile')
          : action === 'decline'
            ? t('Recommendation declined: it stays hidden')
            : t('Recommendation removed'),
        'success',
      )
      await qc.invalidateQueries({ queryKey: careerKeys.recommendations(recipientId) })
    },
    meta: { errorToast: t('Could not update the recommendation') },
  })
}
