import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { LoadError } from '@/components/shared/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useMember } from '@/data/auth/auth-context'
import { applicationScoresQueryOptions, opportunityCriteriaQueryOptions } from '@/data/pipeline/pipeline-queries'
import { t } from '@/lib/i18n'
import { MyScores } from './my-scores'
import { ReviewerScores } from './reviewer-scores'

/** The scorecard of one applicant, seen only by the organisation: one's own scores, then every reviewer's. */
export function ApplicantScorecard({
  opportunityId,
  applicationId,
  name,
}: {
  opportunityId: string
  applicationId: string
  name: string
}) {
  const member = useMember()
  const criteria = useQuery(opportunityCriteriaQueryOptions(opportunityId))
  const scores = useQuery(applicationScoresQueryOptions(applicationId))
  if (criteria.isPending || scores.isPending) return <Skeleton className="h-32" />
  if (criteria.isError || scores.isError)
    return (
      <LoadError
        what={t('Scorecard')}
        error={(criteria.error ?? scores.error)!}
        onRetry={() => void (criteria.refetch(), scores.refetch())}
      />
    )
  return (
    <section aria-label={t("{name}'s scorecard", { name })} className="space-y-3 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold">{t('Scorecard')}</h4>
        <p className="text-xs text-muted">{t('Only your organisation sees scores and notes.')}</p>
      </div>
      {criteria.data.length === 0 ? (
        <p className="text-muted">
          {t('This opportunity has no criteria yet.')}{' '}
          <Link to={paths.opportunityPipeline(opportunityId)} className="text-primary hover:underline">
            {t('Add criteria')}
          </Link>
        </p>
      ) : (
        <>
          <MyScores
            opportunityId={opportunityId}
            applicationId={applicationId}
            criteria={criteria.data}
            mine={scores.data.filter((s) => s.reviewer_id === member.id)}
          />
          <ReviewerScores criteria={criteria.data} scores={scores.data} />
        </>
      )}
    </section>
  )
}
