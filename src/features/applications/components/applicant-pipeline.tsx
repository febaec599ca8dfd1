import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { LabelledOptionSelect } from '@/components/shared/labelled-option-select'
import { LoadError } from '@/components/shared/load-error'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { Question } from '@/data/opportunities/opportunity-types'
import { pipelineOverviewQueryOptions, pipelineVerifiersQueryOptions } from '@/data/pipeline/pipeline-queries'
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
  const verifiers = useQuery(pipelineVerifiersQueryOptions(opportunityId))
  const [chosen, setChosen] = useState<string | null>(null)
  /** '' any, 'verified' any university, or one university's id. */
  const [verified, setVerified] = useState('')

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
      <LabelledOptionSelect
        label={t('Verification')}
        layout="inline"
        value={verified}
        onChange={setVerified}
        emptyLabel={t('Any applicant')}
        options={[
          { value: 'verified', label: t('Verified by any university') },
          ...(verifiers.data ?? []).map((u) => ({ value: u.id, label: t('Verified by {name}', { name: u.name }) })),
        ]}
        labelClassName="px-1"
        className="max-w-[min(20rem,70vw)] px-3"
      />
      <ColumnApplicants
        key={`${columnKey(column)} ${verified}`}
        verified={verified}
        opportunityId={opportunityId}
        column={column}
        columns={data}
        title={title}
        questions={questions}
      />
    </div>
  )
}
