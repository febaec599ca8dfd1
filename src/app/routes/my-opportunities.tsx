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
import { useAuth } from '@/features/auth/auth-context'
import { ApplicantPipeline } from '@/features/applications/components/applicant-pipeline'
import { deadlineLabel } from '@/lib/opportunity-format'
import { isStudent } from '@/lib/profile-types'
import { usePageTitle } from '@/hooks/use-page-title'
import { plural } from '@/lib/plural'

/** /my-opportunities — the member's postings with applicants per status; `?id=` opens one's pipeline. */
export default function MyOpportunitiesPage() {
  usePageTitle('My opportunities')
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
        title="My Opportunities"
        description="Opportunities you posted and their applicants."
        actions={
          canPost && (
            <Link to={paths.createOpportunity} className={buttonVariants()}>
              <Plus className="size-4" aria-hidden="true" /> Post an Opportunity
            </Link>
          )
        }
      />
      {isPending ? (
        <Skeleton className="h-80" />
      ) : isError ? (
        <LoadError what="Your opportunities" error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Card>
          <EmptyState
            icon={ClipboardList}
            title="No opportunities posted"
            actions={
              canPost ? (
                <Link to={paths.createOpportunity} className={buttonVariants()}>
                  Post your first opportunity
                </Link>
              ) : (
                <Link to={paths.opportunities} className={buttonVariants()}>
                  Browse opportunities
                </Link>
              )
            }
          >
            {canPost
              ? 'Opportunities you post appear here with their applicants.'
              : 'Student accounts apply to opportunities; organisations post them.'}
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
            {o.status === 'draft' ? 'Draft' : o.status === 'closed' ? 'Closed' : 'Open'} ·{' '}
            {deadlineLabel(o.deadline, undefined, o.status).text} · {plural(o.view_count, 'view')} ·{' '}
            {plural(o.save_count, 'save')}
          </p>
        </div>
        <span className="text-sm font-semibold">{plural(o.applications.length, 'applicant')}</span>
      </div>
      {counts.size > 0 && (
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted" aria-label="Applicants by status">
          {[...counts].map(([status, n]) => (
            <li key={status}>
              {statusLabel(status)}: <strong className="text-foreground">{n}</strong>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={`${paths.myOpportunities}?id=${o.id}`} className={buttonVariants({ size: 'sm' })}>
          Applicants
        </Link>
        <Link
          to={`${paths.opportunities}?edit=${o.id}`}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          Edit
        </Link>
        {o.status === 'open' ? (
          <Button
            variant="secondary"
            size="sm"
            isLoading={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: o.id, status: 'closed' })}
          >
            Close
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            isLoading={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: o.id, status: 'open' })}
          >
            {o.status === 'draft' ? 'Publish' : 'Reopen'}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          isLoading={remove.isPending}
          onClick={() =>
            window.confirm(
              `Delete “${o.title}” and its ${plural(o.applications.length, 'application')}? This cannot be undone.`,
            ) && remove.mutate(o.id)
          }
        >
          Delete
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
        <ArrowLeft className="size-4" aria-hidden="true" /> All my opportunities
      </button>
      {isPending ? (
        <Skeleton className="h-80" />
      ) : !data ? (
        <Card className="p-4">This opportunity was not found.</Card>
      ) : (
        <>
          <PageHeader
            title={data.title}
            description={`${data.organization} · ${data.status === 'open' ? deadlineLabel(data.deadline).text : data.status === 'draft' ? 'Draft' : 'Closed'}`}
            actions={
              <Link to={`${paths.opportunities}?id=${data.id}`} className={buttonVariants({ variant: 'secondary' })}>
                View posting
              </Link>
            }
          />
          <ApplicantPipeline opportunityId={data.id} title={data.title} questions={data.questions} />
        </>
      )}
    </>
  )
}
