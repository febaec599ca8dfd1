import { useQuery } from '@tanstack/react-query'
import { ClipboardCheck, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmButton } from '@/components/shared/confirm-button'
import { LoadError } from '@/components/shared/load-error'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { usePipelineEdit } from '@/data/pipeline/pipeline-mutations'
import { opportunityCriteriaQueryOptions, organisationCriteriaQueryOptions } from '@/data/pipeline/pipeline-queries'
import type { Criterion, PipelineScope } from '@/data/pipeline/pipeline-types'
import { t } from '@/lib/i18n'

/** The criteria reviewers score applicants on (1–5): the organisation's defaults, or one opportunity's own. */
export function CriteriaEditor({ scope }: { scope: PipelineScope }) {
  const criteria = useQuery(
    'opportunityId' in scope
      ? opportunityCriteriaQueryOptions(scope.opportunityId)
      : organisationCriteriaQueryOptions(scope.organisationId),
  )
  const edit = usePipelineEdit(scope)
  const [name, setName] = useState('')
  if (criteria.isPending) return <Skeleton className="h-48" />
  if (criteria.isError)
    return <LoadError what={t('Scorecard criteria')} error={criteria.error} onRetry={() => void criteria.refetch()} />
  const inherited = 'opportunityId' in scope && criteria.data.some((c) => c.scope === 'organisation')
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-center gap-2">
        <ClipboardCheck className="size-5 text-primary" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t('Scorecard criteria')}</h2>
      </div>
      <p className="text-sm text-muted">
        {inherited
          ? t(
              'This opportunity uses your organisation’s default criteria. Customise them to change them here only; scores already given are kept.',
            )
          : t('Reviewers score each applicant from 1 to 5 on each criterion. Only your organisation sees the scores.')}
      </p>
      {criteria.data.length === 0 ? (
        <p className="text-sm">{t('No criteria yet: add the first one below.')}</p>
      ) : (
        <ol className="space-y-2" aria-label={t('Criteria')}>
          {criteria.data.map((c) =>
            inherited ? (
              <li key={c.id} className="rounded-lg border border-border p-3 text-sm">
                <span className="font-medium">{c.name}</span>
                {c.description && <p className="text-muted">{c.description}</p>}
              </li>
            ) : (
              <CriterionItem key={c.id} criterion={c} edit={edit} />
            ),
          )}
        </ol>
      )}
      {inherited ? (
        <Button onClick={() => edit.mutate({ kind: 'customiseCriteria' })} isLoading={edit.isPending}>
          {t('Customise criteria for this opportunity')}
        </Button>
      ) : (
        <form
          className="flex flex-wrap items-end gap-2 border-t border-border pt-3"
          onSubmit={(e) => {
            e.preventDefault()
            if (name.trim()) edit.mutate({ kind: 'addCriterion', name: name.trim() }, { onSuccess: () => setName('') })
          }}
        >
          <label className="min-w-48 flex-1 text-sm">
            <span className="block font-medium">{t('New criterion')}</span>
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={80}
              placeholder={t('e.g. Communication')}
            />
          </label>
          <Button
            type="submit"
            disabled={!name.trim()}
            isLoading={edit.isPending && edit.variables?.kind === 'addCriterion'}
          >
            {t('Add criterion')}
          </Button>
        </form>
      )}
    </Card>
  )
}

function CriterionItem({ criterion: c, edit }: { criterion: Criterion; edit: ReturnType<typeof usePipelineEdit> }) {
  const [name, setName] = useState(c.name)
  const [description, setDescription] = useState(c.description ?? '')
  const save = () => {
    if (!name.trim()) return setName(c.name)
    if (name.trim() !== c.name || description.trim() !== (c.description ?? ''))
      edit.mutate({ kind: 'updateCriterion', id: c.id, name: name.trim(), description: description.trim() || null })
  }
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-3">
      <Input
        value={name}
        onChange={(e) => setName(e.target.value)}
        onBlur={save}
        maxLength={80}
        aria-label={t('Criterion name')}
        className="min-w-40 flex-1"
      />
      <Input
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        onBlur={save}
        maxLength={300}
        placeholder={t('What reviewers look for (optional)')}
        aria-label={t('What reviewers look for in {criterion}', { criterion: c.name })}
        className="min-w-48 flex-[2]"
      />
      <ConfirmButton
        variant="ghost"
        size="icon"
        confirm={t('Delete “{criterion}”? The scores given on it are removed too.', { criterion: c.name })}
        onConfirm={() => edit.mutate({ kind: 'deleteCriterion', id: c.id })}
        aria-label={t('Delete {criterion}', { criterion: c.name })}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </ConfirmButton>
    </li>
  )
}
