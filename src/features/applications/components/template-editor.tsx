import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import type { usePipelineEdit } from '@/data/pipeline/pipeline-mutations'
import type { PipelineStage } from '@/data/pipeline/pipeline-types'
import { t } from '@/lib/i18n'
import { renderStageTemplate, STAGE_PLACEHOLDERS, unknownPlaceholders } from '@/lib/stage-template'
import type { Sample } from './stage-item'

/** A stage's message: the text with placeholders to insert, and a preview as an applicant would read it. */
export function TemplateEditor({
  stage,
  sample,
  edit,
  onDone,
}: {
  stage: PipelineStage
  sample: Sample
  edit: ReturnType<typeof usePipelineEdit>
  onDone: () => void
}) {
  const [text, setText] = useState(stage.template)
  const box = useRef<HTMLTextAreaElement>(null)
  const unknown = unknownPlaceholders(text)
  const empty = !text.trim()
  const insert = (key: string) => {
    const el = box.current
    const at = el?.selectionStart ?? text.length
    const next = `${text.slice(0, at)}{{${key}}}${text.slice(el?.selectionEnd ?? at)}`
    setText(next)
    requestAnimationFrame(() => el?.focus())
  }
  const id = `template-${stage.id}`
  return (
    <form
      className="mt-3 grid gap-3 sm:pl-8 lg:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault()
        if (!empty && !unknown.length)
          edit.mutate({ kind: 'updateStage', id: stage.id, template: text.trim() }, { onSuccess: onDone })
      }}
    >
      <div className="space-y-2">
        <label htmlFor={id} className="block text-sm font-medium">
          {t('Message to the applicant')}
        </label>
        <Textarea
          id={id}
          ref={box}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          maxLength={2000}
          aria-invalid={empty || unknown.length > 0}
          aria-describedby={`${id}-help`}
        />
        <div className="flex flex-wrap gap-1" role="group" aria-label={t('Insert a placeholder')}>
          {STAGE_PLACEHOLDERS.map((p) => (
            <button
              key={p}
              type="button"
              onClick={() => insert(p)}
              className="rounded-full border border-border px-2 py-1 font-mono text-xs hover:bg-border/40"
            >
              {`{{${p}}}`}
            </button>
          ))}
        </div>
        <p id={`${id}-help`} className={empty || unknown.length ? 'text-sm text-danger' : 'text-xs text-muted'}>
          {empty
            ? t('Write the message the applicant gets.')
            : unknown.length
              ? t('Unknown placeholder: {names}', { names: unknown.map((n) => `{{${n}}}`).join(', ') })
              : t('Placeholders are filled in for each applicant when the message is sent.')}
        </p>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium">{t('Preview')}</p>
        <p className="rounded-md bg-border/30 p-3 text-sm whitespace-pre-line" aria-live="polite">
          {renderStageTemplate(text, sample)}
        </p>
        <div className="flex gap-2">
          <Button type="submit" disabled={empty || unknown.length > 0} isLoading={edit.isPending}>
            {t('Save message')}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('Cancel')}
          </Button>
        </div>
      </div>
    </form>
  )
}
