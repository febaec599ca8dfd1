import { useState } from 'react'
import { LabelledOptionSelect } from '@/components/shared/labelled-option-select'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { APPLICATION_STATUSES } from '@/data/opportunities/opportunity-types'
import type { usePipelineEdit } from '@/data/pipeline/pipeline-mutations'
import { t } from '@/lib/i18n'

const STAGE_STATUSES = APPLICATION_STATUSES.filter((s) => s.value !== 'withdrawn')

/** A new stage: its name and the status it belongs to; it goes after that status's last stage. */
export function AddStageForm({ edit }: { edit: ReturnType<typeof usePipelineEdit> }) {
  const [name, setName] = useState('')
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-border pt-3"
      aria-label={t('Add a stage')}
      onSubmit={(e) => {
        e.preventDefault()
        if (!name.trim() || !status) return setError(t('Give the stage a name and a status.'))
        setError('')
        edit.mutate({ kind: 'addStage', name: name.trim(), status }, { onSuccess: () => (setName(''), setStatus('')) })
      }}
    >
      <label className="min-w-48 flex-1 text-sm">
        <span className="block font-medium">{t('New stage')}</span>
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          placeholder={t('e.g. Take-home task')}
          aria-invalid={!!error && !name.trim()}
          aria-describedby={error ? 'add-stage-error' : undefined}
        />
      </label>
      <LabelledOptionSelect
        label={t('Status')}
        layout="stacked"
        value={status}
        onChange={setStatus}
        emptyLabel={t('Choose a status')}
        options={STAGE_STATUSES.map((s) => ({ value: s.value, label: t(s.label) }))}
        className="px-2"
      />
      <Button type="submit" isLoading={edit.isPending && edit.variables?.kind === 'addStage'}>
        {t('Add stage')}
      </Button>
      {error && (
        <p id="add-stage-error" role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  )
}
