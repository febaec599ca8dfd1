import { useQuery } from '@tanstack/react-query'
import { CalendarX2, CheckCircle2, ExternalLink, FileCheck2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ApplicationStatusBadge } from '@/components/shared/application-status-badge'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { myApplicationQueryOptions, opportunityQueryOptions } from '@/data/opportunities/opportunity-queries'
import { ApplyForm } from './components/apply-form'
import { deadlineLabel } from '@/lib/opportunity-format'
import { errorMessage } from '@/lib/errors'
import { usePageTitle } from '@/hooks/use-page-title'

/** /apply/:opportunityId — the application form, or why the member cannot apply. */
export function ApplyScreen({
  opportunityId,
  user,
}: {
  opportunityId: string
  user: { id: string; name: string; email: string; phone?: string | null }
}) {
  const userId = user.id
  const [sent, setSent] = useState(false)
  const opportunity = useQuery(opportunityQueryOptions(opportunityId))
  const existing = useQuery(myApplicationQueryOptions(userId, opportunityId))
  const o = opportunity.data
  usePageTitle(o ? `Apply: ${o.title}` : opportunity.isPending ? 'Apply' : 'Opportunity not found')
  const back = (
    <Link to={`${paths.opportunities}?id=${opportunityId}`} className={buttonVariants({ variant: 'secondary' })}>
      Back to the opportunity
    </Link>
  )

  if (opportunity.isPending || existing.isPending) return <Skeleton className="h-96" />
  if (opportunity.isError)
    return <Card className="p-4 text-danger">The opportunity could not load: {errorMessage(opportunity.error)}</Card>
  if (!o) {
    return (
      <Card>
        <EmptyState
          icon={CalendarX2}
          title="Opportunity not found"
          actions={
            <Link to={paths.opportunities} className={buttonVariants()}>
              Browse opportunities
            </Link>
          }
        >
          It was removed, or it is not published.
        </EmptyState>
      </Card>
    )
  }
  const header = <PageHeader title={`Apply: ${o.title}`} description={o.organization} />
  if (sent || existing.data) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={sent ? CheckCircle2 : FileCheck2}
            title={sent ? 'Application sent' : 'You have already applied'}
            actions={
              <>
                <Link to={paths.myApplications} className={buttonVariants()}>
                  Track my applications
                </Link>
                <Link to={paths.opportunities} className={buttonVariants({ variant: 'secondary' })}>
                  Find more opportunities
                </Link>
              </>
            }
          >
            {sent ? (
              `${o.organization} has your application. You will get a notification when its status changes.`
            ) : (
              <>
                Status: <ApplicationStatusBadge status={existing.data!.status} />
              </>
            )}
          </EmptyState>
        </Card>
      </>
    )
  }
  const closed = o.status !== 'open' || deadlineLabel(o.deadline).text === 'Closed'
  if (o.posted_by === userId || closed || o.external_url) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={o.external_url && !closed ? ExternalLink : CalendarX2}
            title={
              o.posted_by === userId
                ? 'This is your opportunity'
                : closed
                  ? 'This opportunity is closed to applications'
                  : 'Apply on their site'
            }
            actions={
              o.external_url && !closed ? (
                <a href={o.external_url} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
                  Open the application page
                </a>
              ) : (
                back
              )
            }
          >
            {o.posted_by === userId
              ? 'Applicants appear in My Opportunities.'
              : closed
                ? 'Its deadline has passed or the organisation closed it. Save similar ones to be reminded before they close.'
                : `${o.organization} takes applications on its own website.`}
          </EmptyState>
        </Card>
      </>
    )
  }
  return (
    <>
      {header}
      <p className="mb-4 text-sm text-muted">
        No resume ready?{' '}
        <Link to={paths.aiResumeBuilder} className="text-primary underline">
          Build one in the AI Resume Builder
        </Link>
        , check it against this opportunity, and choose “Use as my resume when applying”.
      </p>
      <ApplyForm
        userId={userId}
        opportunityId={o.id}
        questions={o.questions}
        prefill={{ fullName: user.name, email: user.email, phone: user.phone ?? '' }}
        onDone={() => setSent(true)}
      />
    </>
  )
}
