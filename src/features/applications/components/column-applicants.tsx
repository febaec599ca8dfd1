import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { Download, Inbox } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { LabelledOptionSelect } from '@/components/shared/labelled-option-select'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { applicantsQueryOptions } from '@/data/opportunities/opportunity-queries'
import type { Question } from '@/data/opportunities/opportunity-types'
import { useMoveToColumn } from '@/data/pipeline/pipeline-mutations'
import { pipelineApplicantsQueryOptions } from '@/data/pipeline/pipeline-queries'
import { columnKey, type PipelineColumn } from '@/data/pipeline/pipeline-types'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { fileSlug, saveFile } from '@/lib/save-file'
import { notify } from '@/lib/toast'
import { toggledInSet } from '@/lib/toggled'
import { columnLabel, moveTargets } from '../pipeline.utils'
import { applicantsCsv } from './applicants-csv'
import { ApplicantRow } from './applicant-row'

/** One column's applicants, a page at a time: select several to move them together, or export everyone. */
export function ColumnApplicants({
  opportunityId,
  column,
  columns,
  title,
  questions,
  verified,
}: {
  opportunityId: string
  verified: string
  column: PipelineColumn
  columns: readonly PipelineColumn[]
  title: string
  questions: Question[]
}) {
  const qc = useQueryClient()
  const pages = useInfiniteQuery(pipelineApplicantsQueryOptions(opportunityId, column, verified))
  const move = useMoveToColumn(opportunityId)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [target, setTarget] = useState('')
  const [note, setNote] = useState('')
  const [exporting, setExporting] = useState(false)
  const targets = moveTargets(columns, column)
  const label = columnLabel(column)

  const download = async () => {
    setExporting(true)
    try {
      const everyone = await qc.fetchQuery(applicantsQueryOptions(opportunityId))
      const rows = selected.size ? everyone.filter((a) => selected.has(a.id)) : everyone
      saveFile(`${fileSlug(title)}-applicants.csv`, applicantsCsv(rows, questions), 'text/csv;charset=utf-8')
    } catch (e) {
      void notify(t('The export failed'), 'error', errorMessage(e))
    } finally {
      setExporting(false)
    }
  }
  const moveSelected = () => {
    const to = targets.find((c) => columnKey(c) === target)
    if (to)
      move.mutate(
        { ids: [...selected], column: to, note },
        { onSuccess: () => (setSelected(new Set()), setNote(''), setTarget('')) },
      )
  }

  const rows = pages.data?.pages.flat() ?? []
  return (
    <section aria-label={t('Applicants in {stage}', { stage: label })} className="space-y-3">
      <Card className="flex flex-wrap items-end gap-2 p-3">
        <p className="mr-auto self-center text-sm text-muted">
          {selected.size
            ? t('{count} selected', { count: selected.size })
            : t('Select applicants to move them together')}
        </p>
        {selected.size > 0 && targets.length > 0 && (
          <>
            <LabelledOptionSelect
              label={t('Stage for the selected applicants')}
              layout="hidden"
              value={target}
              onChange={setTarget}
              emptyLabel={t('Move to…')}
              options={targets.map((c) => ({ value: columnKey(c), label: columnLabel(c) }))}
              className="px-2"
            />
            <Input
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder={t('Note to applicants (optional)')}
              aria-label={t('Note to the selected applicants')}
              maxLength={1000}
              className="w-56"
            />
            <Button disabled={!target} isLoading={move.isPending} onClick={moveSelected}>
              {t('Move')}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={() => void download()} isLoading={exporting}>
          <Download className="size-4" aria-hidden="true" /> {t('Export CSV')}
        </Button>
      </Card>
      {pages.isPending ? (
        <Skeleton className="h-48" />
      ) : pages.isError ? (
        <LoadError what={t('Applicants')} error={pages.error} onRetry={() => void pages.refetch()} />
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState icon={Inbox} title={t('Nobody in {stage}', { stage: label })}>
            {verified
              ? t('Nobody here matches the verification filter.')
              : t('Move applicants here from another stage when they reach this step.')}
          </EmptyState>
        </Card>
      ) : (
        <>
          <ul className="space-y-2" aria-label={t('Applicants')}>
            {rows.map((a) => (
              <li key={a.id}>
                <ApplicantRow
                  opportunityId={opportunityId}
                  applicant={a}
                  columns={columns}
                  questions={questions}
                  checked={selected.has(a.id)}
                  onCheck={() => setSelected((s) => toggledInSet(s, a.id))}
                  move={move}
                />
              </li>
            ))}
          </ul>
          <LoadMore pages={pages} doneText={t('Everyone in {stage} is shown', { stage: label })} />
        </>
      )}
    </section>
  )
}
