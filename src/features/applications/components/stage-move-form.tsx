import { useState } from 'react'
import { statusLabel } from '@/components/shared/application-status-badge'
import { LabelledOptionSelect } from '@/components/shared/labelled-option-select'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { useMoveToColumn } from '@/data/pipeline/pipeline-mutations'
import { columnKey, type PipelineApplicant, type PipelineColumn } from '@/data/pipeline/pipeline-types'
import { t } from '@/lib/i18n'
import { columnLabel, moveTargets } from '../pipeline.utils'

/** Moves one applicant to another stage, with an optional note; says what the applicant will be told. */
export function StageMoveForm({
  applicant: a,
  columns,
  move,
}: {
  applicant: PipelineApplicant
  columns: readonly PipelineColumn[]
  move: ReturnType<typeof useMoveToColumn>
}) {
  const [next, setNext] = useState('')
  const [note, setNote] = useState('')
  const targets = moveTargets(columns, a)
  const chosen = targets.find((c) => columnKey(c) === next)
  if (!targets.length)
    return (
      <p className="text-muted">
        {t('This application is {status}; it cannot move further.', { status: statusLabel(a.status).toLowerCase() })}
      </p>
    )
  const tells = chosen && (chosen.stage_id === null || chosen.notify)
  return (
    <form
      className="space-y-1"
      onSubmit={(e) => {
        e.preventDefault()
        if (chosen) move.mutate({ ids: [a.id], column: chosen, note }, { onSuccess: () => (setNext(''), setNote('')) })
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <LabelledOptionSelect
          label={t('Move to stage')}
          layout="stacked"
          value={next}
          onChange={setNext}
          emptyLabel={t('Choose a stage')}
          options={targets.map((c) => ({ value: columnKey(c), label: columnLabel(c) }))}
          className="px-2"
        />
        <label className="min-w-48 flex-1 text-sm">
          <span className="block font-medium">{t('Note to the applicant (optional)')}</span>
          <Input value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
        </label>
        <Button type="submit" disabled={!chosen} isLoading={move.isPending}>
          {t('Move')}
        </Button>
      </div>
      {chosen && (
        <p className="text-xs text-muted" aria-live="polite">
          {chosen.status === 'rejected'
            ? t('The applicant always gets the rejection message.')
            : tells
              ? t('The applicant will be notified with this stage’s message.')
              : t('This stage does not notify the applicant.')}
        </p>
      )}
    </form>
  )
}
