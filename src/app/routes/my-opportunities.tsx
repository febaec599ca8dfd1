import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, ClipboardList, Plus } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { statusLabel } from '@/components/shared/application-status-badge'
import { LoadError } from '@/components/shared/load-error'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useDeleteOpportunity, useSetOpportunityStatus } from '@/data/opportunities/opportunity-mutations'
import {
  myOpportunitiesQueryOptions,
  opportunityQueryOptions,
  type MyOpportunity,
} from '@/data/opportunities/opportunity-queries'
import { useAuth } from '@/data/auth/auth-context'
import { ApplicantPipeline } from '@/features/applications/components/applicant-pipeline'
import { deadlineLabel } from '@/lib/opportunity-format'
import { isStudent } from '@/lib/profile-types'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /my-opportunities — the member's postings with applicants per status; `?id=` opens one's pipeline. */
export default function MyOpportunitiesPage() {
  usePageTitle(t('My opportunities'))
  const { user } = useAuth()
  const userId = user?.id ?? ''
  const [params, setParams] = useSearchParams()
  const openId = params.get('id')
  const { data, isPending, isError, error, refetch } = useQuery({
    ...myOpportunitiesQueryOptions(userId),
    enabled: !!user,
  })
  const canPost = !isStudent(user?.profile_type)

  if (openId) return <Pipeline id={openId} onBack={() => setParams({})} />
  return (
    <>
      <PageHeader
        title={t('My Opportunities')}
        description={t('Opportunities you posted and their applicants.')}
        actions={
          canPost && (
            <Link to={paths.createOpportunity} className={buttonVariants()}>
              <Plus className="size-4" aria-hidden="true" /> {t('Post an Opportunity')}
            </Link>
          )
        }
      />
      {isPending ? (
        <Skeleton className="h-80" />
      ) : isError ? (
        <LoadError what={t('Your opportunities')} error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Card>
          <EmptyState
            icon={ClipboardList}
            title={t('No opportunities posted')}
            actions={
              canPost ? (
                <Link to={paths.createOpportunity} className={buttonVariants()}>
                  {t('Post your first opportunity')}
                </Link>
              ) : (
                <Link to={paths.opportunities} className={buttonVariants()}>
                  {t('Browse opportunities')}
                </Link>
              )
            }
          >
            {canPost
              ? t('Opportunities you post appear here with their applicants.')
              : t('Student accounts apply to opportunities; organisations post them.')}
          </EmptyState>
        </Card>
      ) : (
        <ul className="space-y-3">
          {data.map((o) => (
            <li key={o.id}>
              <PostingRow opportunity={o} userId={userId} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function PostingRow({ opportunity: o, userId }: { opportunity: MyOpportunity; userId: string }) {
  const setStatus = useSetOpportunityStatus(userId)
  const remove = useDeleteOpportunity(userId)
  const counts = new Map<string, number>()
  for (const a of o.applications) counts.set(a.status, (counts.get(a.status) ?? 0) + 1)
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold">
            <Link to={`${paths.myOpportunities}?id=${o.id}`} className="hover:underline">
              {o.title}
            </Link>
          </h2>
          <p className="text-sm text-muted">
            {o.status === 'draft' ? t('Draft') : o.status === 'closed' ? t('Closed') : t('Open')} ·{' '}
            {deadlineLabel(o.deadline, undefined, o.status).text} ·{' '}
            {t('{count, plural, one {# view} other {# views}}', { count: o.view_count })} ·{' '}
            {t('{count, plural, one {# save} other {# saves}}', { count: o.save_count })}
          </p>
        </div>
        <span className="text-sm font-semibold">
          {t('{count, plural, one {# applicant} other {# applicants}}', { count: o.applications.length })}
        </span>
      </div>
      {counts.size > 0 && (
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted" aria-label={t('Applicants by status')}>
          {[...counts].map(([status, n]) => (
            <li key={status}>
              {statusLabel(status)}: <strong className="text-foreground">{n}</strong>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={`${paths.myOpportunities}?id=${o.id}`} className={buttonVariants({ size: 'sm' })}>
          {t('Applicants')}
        </Link>
        <Link
          to={`${paths.opportunities}?edit=${o.id}`}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          {t('Edit')}
        </Link>
        {o.status === 'open' ? (
          <Button
            variant="secondary"
            size="sm"
            isLoading={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: o.id, status: 'closed' })}
          >
            {t('Close')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            isLoading={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: o.id, status: 'open' })}
          >
            {o.status === 'draft' ? t('Publish') : t('Reopen')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          isLoading={remove.isPending}
          onClick={() =>
            window.confirm(
              t(
                'Delete “{title}” and its {count, plural, one {# application} other {# applications}}? This cannot be undone.',
                { title: o.title, count: o.applications.length },
              ),
            ) && remove.mutate(o.id)
          }
        >
          {t('Delete')}
        </Button>
      </div>
    </Card>
  )
}

function Pipeline({ id, onBack }: { id: string; onBack: () => void }) {
  const { data, isPending } = useQuery(opportunityQueryOptions(id))
  return (
    <>
      <button
        type="button"
        onClick={onBack}
        className="mb-2 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('All my opportunities')}
      </button>
      {isPending ? (
        <Skeleton className="h-80" />
      ) : !data ? (
        <Card className="p-4">{t('This opportunity was not found.')}</Card>
      ) : (
        <>
          <PageHeader
            title={data.title}
            description={`${data.organization} · ${data.status === 'open' ? deadlineLabel(data.deadline).text : data.status === 'draft' ? t('Draft') : t('Closed')}`}
            actions={
              <Link to={`${paths.opportunities}?id=${data.id}`} className={buttonVariants({ variant: 'secondary' })}>
                {t('View posting')}
              </Link>
            }
          />
          <ApplicantPipeline opportunityId={data.id} title={data.title} questions={data.questions} />
        </>
      )}
    </>
  )
}
