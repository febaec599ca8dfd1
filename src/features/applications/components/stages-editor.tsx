import { useQuery } from '@tanstack/react-query'
import { Layers } from 'lucide-react'
import { LoadError } from '@/components/shared/load-error'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { usePipelineEdit } from '@/data/pipeline/pipeline-mutations'
import { pipelineOverviewQueryOptions, pipelineStagesQueryOptions } from '@/data/pipeline/pipeline-queries'
import type { PipelineScope } from '@/data/pipeline/pipeline-types'
import { t } from '@/lib/i18n'
import { columnLabel } from '../pipeline.utils'
import { AddStageForm } from './add-stage-form'
import { StageItem, type Sample } from './stage-item'

/** A pipeline's stages in order: rename, reorder, notify or not, reword, delete; or make the pipeline one's own. */
export function StagesEditor({
  scope,
  sample,
}: {
  scope: PipelineScope
  sample: Omit<Sample, 'applicant_first_name'>
}) {
  const opportunityId = 'opportunityId' in scope ? scope.opportunityId : ''
  const stages = useQuery(pipelineStagesQueryOptions(scope))
  const overview = useQuery({ ...pipelineOverviewQueryOptions(opportunityId), enabled: !!opportunityId })
  const edit = usePipelineEdit(scope)
  const fullSample = { ...sample, applicant_first_name: t('Maya') }

  if (stages.isPending) return <Skeleton className="h-64" />
  if (stages.isError) return <LoadError what={t('Stages')} error={stages.error} onRetry={() => void stages.refetch()} />
  const list = stages.data
  const counts = new Map(overview.data?.map((c) => [c.stage_id, c.applications]))
  const heading = (
    <div className="flex items-center gap-2">
      <Layers className="size-5 text-primary" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{t('Stages')}</h2>
    </div>
  )

  if (list.length === 0) {
    const using = overview.data?.[0]?.scope
    return (
      <Card className="space-y-3 p-4">
        {heading}
        <p className="text-sm text-muted">
          {opportunityId
            ? using === 'organisation'
              ? t(
                  'This opportunity uses your organisation’s default pipeline. Customise it to give this opportunity stages of its own; the applicants keep their place.',
                )
              : t(
                  'This opportunity uses the built-in stages, one per status. Customise them to name your own steps and messages.',
                )
            : t(
                'Your organisation has no default pipeline yet: its opportunities use the built-in stages. Set one up to name your own steps and messages for every opportunity.',
              )}
        </p>
        {overview.data && (
          <ol className="flex flex-wrap gap-1.5 text-sm" aria-label={t('Stages used now')}>
            {overview.data
              .filter((c) => c.status !== 'withdrawn')
              .map((c) => (
                <li key={c.stage_id ?? c.status} className="rounded-full bg-border/40 px-3 py-1">
                  {columnLabel(c)}
                </li>
              ))}
          </ol>
        )}
        <Button onClick={() => edit.mutate({ kind: 'customise' })} isLoading={edit.isPending}>
          {opportunityId ? t('Customise stages for this opportunity') : t('Set up a default pipeline')}
        </Button>
      </Card>
    )
  }

  const reorder = (from: number, to: number) => {
    const ids = list.map((s) => s.id)
    const [moved] = ids.splice(from, 1)
    ids.splice(to, 0, moved)
    edit.mutate({ kind: 'reorder', ids })
  }
  return (
    <Card className="space-y-3 p-4">
      {heading}
      <p className="text-sm text-muted">
        {t(
          'Each stage belongs to a status, which is what applicants and dashboards see. Rejections always send their message.',
        )}
      </p>
      <ol className="space-y-2" aria-label={t('Stages in order')}>
        {list.map((s, i) => (
          <StageItem
            key={s.id}
            stage={s}
            index={i}
            last={i === list.length - 1}
            count={opportunityId ? (counts.get(s.id) ?? 0) : null}
            siblings={list.filter((o) => o.id !== s.id && o.status === s.status)}
            sample={fullSample}
            edit={edit}
            onMove={(to) => reorder(i, to)}
          />
        ))}
      </ol>
      <AddStageForm edit={edit} />
    </Card>
  )
}
