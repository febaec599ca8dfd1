import { statusLabel } from '@/components/shared/application-status-badge'
import { POSTER_MOVES, type ApplicationStatus } from '@/data/opportunities/opportunity-types'
import { columnKey, type PipelineColumn } from '@/data/pipeline/pipeline-types'

/** A column's name: the stage's own, or the built-in status's. */
export const columnLabel = (c: Pick<PipelineColumn, 'name' | 'status'>) => c.name ?? statusLabel(c.status)

/**
 * Where a reviewer may move an application from where it is: another stage of its status, or a column whose
 * status the lifecycle allows next (mirrors move_application_to_stage and private.allowed_transition).
 * Built-in "submitted" and "withdrawn" columns are never targets.
 */
export function moveTargets(
  columns: readonly PipelineColumn[],
  from: { status: ApplicationStatus; stage_id: string | null },
): PipelineColumn[] {
  if (from.status === 'withdrawn') return []
  const next = POSTER_MOVES[from.status] ?? []
  return columns.filter((c) => {
    if (columnKey(c) === columnKey(from)) return false
    if (c.status === 'withdrawn') return false
    if (c.status === from.status) return c.stage_id !== null
    return next.includes(c.status)
  })
}
