import type { LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { LabelledOptionSelect } from '@/components/shared/labelled-option-select'
import { Button } from '@/components/ui/button'
import type { usePipelineEdit } from '@/data/pipeline/pipeline-mutations'
import type { PipelineStage } from '@/data/pipeline/pipeline-types'
import { t } from '@/lib/i18n'

/**
 * Deletes a stage: at once when nobody is in it; otherwise its applicants first go to another stage of the same
 * status (the database refuses to leave anyone without a stage, and says how many are waiting).
 */
export function DeleteStage({
  stage,
  count,
  siblings,
  edit,
  icon: Icon,
}: {
  stage: PipelineStage
  count: number | null
  siblings: PipelineStage[]
  edit: ReturnType<typeof usePipelineEdit>
  icon: LucideIcon
}) {
  const [asking, setAsking] = useState(false)
  const [moveTo, setMoveTo] = useState('')
  const pending = edit.isPending && edit.variables?.kind === 'deleteStage'
  const remove = () =>
    edit.mutate({ kind: 'deleteStage', id: stage.id, moveTo: moveTo || null }, { onSuccess: () => setAsking(false) })
  if (!asking)
    return (
      <Button variant="link" className="text-danger" onClick={() => setAsking(true)}>
        <Icon className="size-4" aria-hidden="true" /> {t('Delete')}
      </Button>
    )
  return (
    <div
      className="flex w-full flex-wrap items-end gap-2 rounded-md bg-border/30 p-2"
      role="group"
      aria-label={t('Delete {stage}', { stage: stage.name })}
    >
      <p className="w-full text-sm">
        {count === 0
          ? t('Delete “{stage}”? Nobody is in it.', { stage: stage.name })
          : siblings.length
            ? t('Applicants in “{stage}” must move first. Choose where they go (they are not notified).', {
                stage: stage.name,
              })
            : t('Only an empty stage can be deleted: move the applicants in “{stage}” from the pipeline first.', {
                stage: stage.name,
              })}
      </p>
      {count !== 0 && siblings.length > 0 && (
        <LabelledOptionSelect
          label={t('Move its applicants to')}
          layout="stacked"
          value={moveTo}
          onChange={setMoveTo}
          emptyLabel={t('Nobody to move')}
          options={siblings.map((s) => ({ value: s.id, label: s.name }))}
          className="px-2"
        />
      )}
      <Button variant="danger" onClick={remove} isLoading={pending}>
        {t('Delete stage')}
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        {t('Cancel')}
      </Button>
    </div>
  )
}
