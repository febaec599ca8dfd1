import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { instantToggle } from '@/lib/instant-toggle'
import { errorMessage, toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import type { TablesInsert, TablesUpdate } from '@/types/database'
import { opportunityKeys } from './keys'
import type { ApplicationStatus } from './opportunity-types'
import { t } from '@/lib/i18n'

/** Save or unsave at once (see `instantToggle`). */
export function useToggleSave(userId: string) {
  const qc = useQueryClient()
  return useCallback(
    (opportunityId: string) => {
      const key = opportunityKeys.savedIds(userId)
      const isSaved = () => qc.getQueryData<Set<string>>(key)?.has(opportunityId) ?? false
      instantToggle({
        key: `save:${opportunityId}`,
        shown: isSaved(),
        show: (saved) =>
          qc.setQueryData<Set<string>>(key, (ids) => {
            const next = new Set(ids)
            if (saved) next.add(opportunityId)
            else next.delete(opportunityId)
            return next
          }),
        read: isSaved,
        send: async (saved) => {
          const supabase = await getSupabase()
          const { error } = saved
            ? await supabase.from('saved_opportunities').insert({ user_id: userId, opportunity_id: opportunityId })
            : await supabase
                .from('saved_opportunities')
                .delete()
                .eq('user_id', userId)
                .eq('opportunity_id', opportunityId)
          return error
        },
        onFailed: (saved, error) =>
          void notify(
            saved ? t('Could not save the opportunity') : t('Could not remove it from your saved list'),
            'error',
            errorMessage(error),
          ),
        onSaved: async (saved) => {
          void notify(saved ? t('Saved — we will remind you before it closes') : t('Removed from saved'), 'success')
          await qc.invalidateQueries({ queryKey: opportunityKeys.saved(userId) })
        },
      })
    },
    [qc, userId],
  )
}

export type OpportunityInput = Omit<TablesInsert<'opportunities'>, 'posted_by' | 'search'>

/** Creates (`id: null`) or updates an opportunity; says so: published, draft saved, or saved. */
export function useSaveOpportunity(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: OpportunityInput }) => {
      const supabase = await getSupabase()
      const { data, error } = id
        ? await supabase
            .from('opportunities')
            .update(values as TablesUpdate<'opportunities'>)
            .eq('id', id)
            .select('id, status')
            .single()
        : await supabase
            .from('opportunities')
            .insert({ ...values, posted_by: userId })
            .select('id, status')
            .single()
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: async (saved, { id }) => {
      void notify(
        id ? t('Opportunity saved') : saved.status === 'open' ? t('Opportunity published') : t('Draft saved'),
        'success',
      )
      await qc.invalidateQueries({ queryKey: opportunityKeys.all })
    },
    // The form says why it was not saved.
    meta: { errorToast: false },
  })
}

export function useSetOpportunityStatus(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'open' | 'closed' | 'draft' }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('opportunities').update({ status }).eq('id', id)
      if (error) throw toAppError(error)
    },
    onSuccess: async (_, { status }) => {
      void notify(
        status === 'open'
          ? t('Opportunity published')
          : status === 'closed'
            ? t('Opportunity closed')
            : t('Moved to drafts'),
        'success',
      )
      await Promise.all([
        qc.invalidateQueries({ queryKey: opportunityKeys.mine(userId) }),
        qc.invalidateQueries({ queryKey: opportunityKeys.lists() }),
        qc.invalidateQueries({ queryKey: opportunityKeys.details() }),
      ])
    },
    meta: { errorToast: t('The opportunity was not changed') },
  })
}

export function useDeleteOpportunity(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('opportunities').delete().eq('id', id)
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      void notify(t('Opportunity deleted'), 'success')
      await qc.invalidateQueries({ queryKey: opportunityKeys.mine(userId) })
      await qc.invalidateQueries({ queryKey: opportunityKeys.lists() })
    },
    meta: { errorToast: t('The opportunity was not deleted') },
  })
}

export interface ApplicationInput {
  opportunityId: string
  fullName: string
  email: string
  phone: string
  coverLetter: string
  answers: Record<string, string>
  /** A new PDF to upload, or the path of one uploaded before. */
  resume: File | string | null
  onProgress?: (fraction: number) => void
}

export function useApply(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (input: ApplicationInput) => {
      let resumePath = typeof input.resume === 'string' ? input.resume : null
      if (input.resume instanceof File) {
        const { uploadFile } = await import('@/data/storage/upload-file')
        const base =
          input.resume.name
            .replace(/\.pdf$/i, '')
            .replace(/[^\w-]+/g, '-')
            .slice(0, 40) || 'resume'
        resumePath = await uploadFile('resumes', input.resume, input.onProgress, base)
      }
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('applications')
        .insert({
          opportunity_id: input.opportunityId,
          applicant_id: userId,
          full_name: input.fullName.trim(),
          email: input.email.trim(),
          phone: input.phone.trim() || null,
          cover_letter: input.coverLetter.trim() || null,
          answers: input.answers,
          resume_path: resumePath,
        })
        .select('id')
        .single()
      if (error) throw toAppError(error)
      return data
    },
    // The application is stored: "Application sent" shows at once, and the lists refresh behind it
    // (waiting for their refetches kept a member on a spinner whenever the server was slow).
    onSuccess: (_, input) => {
      void qc.invalidateQueries({ queryKey: opportunityKeys.myApplications(userId) })
      void qc.invalidateQueries({ queryKey: opportunityKeys.myApplication(input.opportunityId) })
      void qc.invalidateQueries({ queryKey: opportunityKeys.resumes(userId) })
    },
    // The form says why the application was not sent.
    meta: { errorToast: false },
  })
}

/** Moves applications (one or many) through the pipeline; each move is checked by the database. */
export function useChangeApplicationStatus(invalidate: readonly unknown[]) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ ids, status, note }: { ids: string[]; status: ApplicationStatus; note?: string }) => {
      const supabase = await getSupabase()
      const results = await Promise.all(
        ids.map((id) =>
          supabase.rpc('change_application_status', {
            application_id: id,
            new_status: status,
            note: note || undefined,
          }),
        ),
      )
      const failed = results.filter((r) => r.error)
      if (failed.length === ids.length) throw toAppError(failed[0].error)
      return { moved: ids.length - failed.length, failed: failed.length, firstError: failed[0]?.error?.message }
    },
    onSuccess: async ({ moved, failed, firstError }) => {
      if (failed) void notify(t('{moved} moved, {failed} not moved', { moved, failed }), 'warning', firstError)
      else
        void notify(
          moved === 1
            ? t('Status updated')
            : t('{count, plural, one {# application updated} other {# applications updated}}', { count: moved }),
          'success',
        )
      await qc.invalidateQueries({ queryKey: invalidate })
    },
    meta: { errorToast: t('The status was not changed') },
  })
}
