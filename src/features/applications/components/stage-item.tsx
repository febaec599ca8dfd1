import { ArrowDown, ArrowUp, MessageSquareText, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ApplicationStatusBadge } from '@/components/shared/application-status-badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import type { usePipelineEdit } from '@/data/pipeline/pipeline-mutations'
import type { PipelineStage } from '@/data/pipeline/pipeline-types'
import { t } from '@/lib/i18n'
import type { StagePlaceholder } from '@/lib/stage-template'
import { DeleteStage } from './delete-stage'
import { TemplateEditor } from './template-editor'

export type Sample = Record<StagePlaceholder, string>

/** One stage in the editor: its place, name, status, whether it notifies, its message and its removal. */
export function StageItem({
  stage,
  index,
  last,
  count,
  siblings,
  sample,
  edit,
  onMove,
}: {
  stage: PipelineStage
  index: number
  last: boolean
  /** Applicants in it (for one opportunity), or null when it is a default used by many. */
  count: number | null
  siblings: PipelineStage[]
  sample: Sample
  edit: ReturnType<typeof usePipelineEdit>
  onMove: (to: number) => void
}) {
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(stage.name)
  const rejection = stage.status === 'rejected'
  const saveName = () =>
    name.trim() && name.trim() !== stage.name
      ? edit.mutate({ kind: 'updateStage', id: stage.id, name: name.trim() })
      : setName(stage.name)
  const notifyId = `notify-${stage.id}`
  return (
    <li className="rounded-lg border border-border p-3">
      <div className="flex items-center gap-2">
        <span className="w-6 text-center text-sm font-semibold text-muted" aria-hidden="true">
          {index + 1}
        </span>
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={saveName}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), saveName())}
          maxLength={60}
          aria-label={t('Name of stage {n}', { n: index + 1 })}
          className="min-w-0 flex-1"
        />
        <div className="ml-auto flex shrink-0 items-center">
          <Button
            variant="ghost"
            size="icon"
            disabled={index === 0 || edit.isPending}
            onClick={() => onMove(index - 1)}
            aria-label={t('Move {stage} up', { stage: stage.name })}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            disabled={last || edit.isPending}
            onClick={() => onMove(index + 1)}
            aria-label={t('Move {stage} down', { stage: stage.name })}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:pl-8">
        <ApplicationStatusBadge status={stage.status} />
        {count !== null && (
          <span className="text-xs text-muted">
            {t('{count, plural, one {# applicant} other {# applicants}}', { count })}
          </span>
        )}
        <span className="flex items-center gap-2">
          <Switch
            checked={stage.notify}
            disabled={rejection || edit.isPending}
            onCheckedChange={(notify) => edit.mutate({ kind: 'updateStage', id: stage.id, notify })}
            labelledBy={notifyId}
          />
          <span id={notifyId}>{rejection ? t('Always notifies the applicant') : t('Notify the applicant')}</span>
        </span>
        <Button variant="link" aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
          <MessageSquareText className="size-4" aria-hidden="true" />
          {editing ? t('Close message') : t('Edit message')}
        </Button>
        {stage.on_close ? (
          <span className="text-xs text-muted">{t('Sent to everyone still waiting when the opportunity closes')}</span>
        ) : (
          <DeleteStage stage={stage} count={count} siblings={siblings} edit={edit} icon={Trash2} />
        )}
      </div>
      {editing && <TemplateEditor stage={stage} sample={sample} edit={edit} onDone={() => setEditing(false)} />}
    </li>
  )
}
