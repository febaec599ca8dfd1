import { useMutation, useQueryClient } from '@tanstack/react-query'
import { opportunityKeys } from '@/data/opportunities/keys'
import { toAppError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { pipelineKeys } from './keys'
import type { PipelineColumn, PipelineScope } from './pipeline-types'

const rpc = async (fn: string, args: Record<string, unknown>) => {
  const supabase = await getSupabase()
  // The generated types list every function; the names here are this module's own.
  const { data, error } = await (
    supabase.rpc as unknown as (
      f: string,
      a: Record<string, unknown>,
    ) => Promise<{ data: unknown; error: Parameters<typeof toAppError>[0] | null }>
  )(fn, args)
  if (error) throw toAppError(error)
  return data
}

/** Moves applications into a column: a stage through move_application_to_stage, a built-in status by status. */
export function useMoveToColumn(opportunityId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ ids, column, note }: { ids: string[]; column: PipelineColumn; note?: string }) => {
      const results = await Promise.allSettled(
        ids.map((id) =>
          column.stage_id
            ? rpc('move_application_to_stage', { application_id: id, stage_id: column.stage_id, note: note || null })
            : rpc('change_application_status', { application_id: id, new_status: column.status, note: note || null }),
        ),
      )
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      if (failed.length === ids.length) throw failed[0].reason
      return {
        moved: ids.length - failed.length,
        failed: failed.length,
        firstError: (failed[0]?.reason as Error)?.message,
      }
    },
    onSuccess: async ({ moved, failed, firstError }) => {
      if (failed) void notify(t('{moved} moved, {failed} not moved', { moved, failed }), 'warning', firstError)
      else
        void notify(
          moved === 1
            ? t('Applicant moved')
            : t('{count, plural, one {# applicant moved} other {# applicants moved}}', { count: moved }),
          'success',
        )
      await Promise.all([
        qc.invalidateQueries({ queryKey: pipelineKeys.overview(opportunityId) }),
        qc.invalidateQueries({ queryKey: pipelineKeys.applicants(opportunityId) }),
        qc.invalidateQueries({ queryKey: opportunityKeys.all }),
      ])
    },
    meta: { errorToast: t('The applicant was not moved') },
  })
}

/** The signed-in reviewer's score of one applicant on one criterion (null clears it). */
export function useScoreApplication(opportunityId: string, applicationId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ criterionId, score, note }: { criterionId: string; score: number | null; note?: string }) =>
      rpc('score_application', {
        application_id: applicationId,
        criterion_id: criterionId,
        score,
        note: note || null,
      }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: pipelineKeys.scores(applicationId) }),
        qc.invalidateQueries({ queryKey: pipelineKeys.applicants(opportunityId) }),
      ])
    },
    meta: { errorToast: t('The score was not saved') },
  })
}

const scopeArgs = (scope: PipelineScope) =>
  'opportunityId' in scope
    ? { organisation: null, opportunity: scope.opportunityId }
    : { organisation: scope.organisationId, opportunity: null }

/** One change an editor makes to a pipeline's stages or criteria. */
export type PipelineEdit =
  | { kind: 'customise' }
  | { kind: 'customiseCriteria' }
  | { kind: 'addStage'; name: string; status: string }
  | { kind: 'updateStage'; id: string; name?: string; notify?: boolean; template?: string }
  | { kind: 'reorder'; ids: string[] }
  | { kind: 'deleteStage'; id: string; moveTo?: string | null }
  | { kind: 'addCriterion'; name: string; description?: string }
  | { kind: 'updateCriterion'; id: string; name: string; description: string | null }
  | { kind: 'deleteCriterion'; id: string }

async function updateRow(table: 'pipeline_stages' | 'scorecard_criteria', id: string, changes: object) {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from(table).update(changes).eq('id', id).select('id')
  if (error) throw toAppError(error)
  if (!data.length) throw new Error(t('Only the reviewers of this pipeline can change it.'))
}

function runEdit(scope: PipelineScope, edit: PipelineEdit) {
  const opportunity = 'opportunityId' in scope ? scope.opportunityId : null
  switch (edit.kind) {
    case 'customise':
      return opportunity
        ? rpc('customise_opportunity_pipeline', { opportunity })
        : rpc('customise_organisation_pipeline', { organisation: scopeArgs(scope).organisation })
    case 'customiseCriteria':
      return rpc('customise_opportunity_criteria', { opportunity })
    case 'addStage':
      return rpc('add_pipeline_stage', { ...scopeArgs(scope), name: edit.name, status: edit.status })
    case 'updateStage': {
      const { id, kind: _, ...changes } = edit
      return updateRow('pipeline_stages', id, changes)
    }
    case 'reorder':
      return rpc('reorder_pipeline_stages', { stage_ids: edit.ids })
    case 'deleteStage':
      return rpc('delete_pipeline_stage', { stage_id: edit.id, move_to: edit.moveTo ?? null })
    case 'addCriterion':
      return rpc('add_scorecard_criterion', {
        ...scopeArgs(scope),
        name: edit.name,
        description: edit.description || null,
      })
    case 'updateCriterion':
      return updateRow('scorecard_criteria', edit.id, { name: edit.name, description: edit.description })
    case 'deleteCriterion':
      return rpc('delete_scorecard_criterion', { criterion_id: edit.id })
  }
}

const DONE: Partial<Record<PipelineEdit['kind'], () => string>> = {
  addStage: () => t('Stage added'),
  deleteStage: () => t('Stage deleted'),
  updateStage: () => t('Stage saved'),
  addCriterion: () => t('Criterion added'),
  updateCriterion: () => t('Criterion saved'),
  deleteCriterion: () => t('Criterion deleted'),
}

/** Every change to a pipeline's stages and criteria; each refreshes whatever shows them. */
export function usePipelineEdit(scope: PipelineScope) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (edit: PipelineEdit) => runEdit(scope, edit),
    onSuccess: async (_data, edit) => {
      const done = DONE[edit.kind]
      if (done) void notify(done(), 'success')
      await qc.invalidateQueries({ queryKey: pipelineKeys.all })
    },
    meta: { errorToast: t('The pipeline was not changed') },
  })
}
