import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { Question } from '@/data/opportunities/opportunity-types'
import { pipelineOverviewQueryOptions } from '@/data/pipeline/pipeline-queries'
import { columnKey } from '@/data/pipeline/pipeline-types'
import { t } from '@/lib/i18n'
import { ColumnApplicants } from './column-applicants'
import { PipelineColumns } from './pipeline-columns'

export { applicantsCsv } from './applicants-csv'

/** The applicants of one opportunity by the stages of its pipeline: pick a column, move and score applicants. */
export function ApplicantPipeline({
  opportunityId,
  title,
  questions,
}: {
  opportunityId: string
  title: string
  questions: Question[]
}) {
  const { data, isPending, isError, error, refetch } = useQuery(pipelineOverviewQueryOptions(opportunityId))
  const [chosen, setChosen] = useState<string | null>(null)

  if (isPending) return <Skeleton className="h-80" />
  if (isError) return <LoadError what={t('Applicants')} error={error} onRetry={() => void refetch()} />
  const total = data.reduce((n, c) => n + c.applications, 0)
  if (total === 0) {
    return (
      <Card>
        <EmptyState icon={Users} title={t('No applicants yet')}>
          {t('Applications appear here as they arrive; you get a notification for each one.')}
        </EmptyState>
      </Card>
    )
  }
  // The chosen column, else the first that holds someone.
  const column = data.find((c) => columnKey(c) === chosen) ?? data.find((c) => c.applications > 0) ?? data[0]
  return (
    <div className="space-y-3">
      <PipelineColumns columns={data} value={columnKey(column)} onChange={setChosen} />
      <ColumnApplicants
        key={columnKey(column)}
        opportunityId={opportunityId}
        column={column}
        columns={data}
        title={title}
        questions={questions}
      />
    </div>
  )
}
