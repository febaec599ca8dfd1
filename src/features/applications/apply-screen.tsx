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
import { t } from '@/lib/i18n'

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
  usePageTitle(
    o ? t('Apply: {title}', { title: o.title }) : opportunity.isPending ? t('Apply') : t('Opportunity not found'),
  )
  const back = (
    <Link to={paths.opportunity(opportunityId)} className={buttonVariants({ variant: 'secondary' })}>
      {t('Back to the opportunity')}
    </Link>
  )

  if (opportunity.isPending || existing.isPending) return <Skeleton className="h-96" />
  if (opportunity.isError)
    return (
      <Card className="p-4 text-danger">
        {t('The opportunity could not load: {error}', { error: errorMessage(opportunity.error) })}
      </Card>
    )
  if (!o) {
    return (
      <Card>
        <EmptyState
          icon={CalendarX2}
          title={t('Opportunity not found')}
          actions={
            <Link to={paths.opportunities} className={buttonVariants()}>
              {t('Browse opportunities')}
            </Link>
          }
        >
          {t('It was removed, or it is not published.')}
        </EmptyState>
      </Card>
    )
  }
  const header = <PageHeader title={t('Apply: {title}', { title: o.title })} description={o.organization} />
  if (sent || existing.data) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={sent ? CheckCircle2 : FileCheck2}
            title={sent ? t('Application sent') : t('You have already applied')}
            actions={
              <>
                <Link to={paths.myApplications} className={buttonVariants()}>
                  {t('Track my applications')}
                </Link>
                <Link to={paths.opportunities} className={buttonVariants({ variant: 'secondary' })}>
                  {t('Find more opportunities')}
                </Link>
              </>
            }
          >
            {sent ? (
              t('{organization} has your application. You will get a notification when its status changes.', {
                organization: o.organization,
              })
            ) : (
              <>
                {t('Status:')} <ApplicationStatusBadge status={existing.data!.status} />
              </>
            )}
          </EmptyState>
        </Card>
      </>
    )
  }
  const closed = o.status !== 'open' || deadlineLabel(o.deadline).text === t('Closed')
  if (o.posted_by === userId || closed || o.external_url) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={o.external_url && !closed ? ExternalLink : CalendarX2}
            title={
              o.posted_by === userId
                ? t('This is your opportunity')
                : closed
                  ? t('This opportunity is closed to applications')
                  : t('Apply on their site')
            }
            actions={
              o.external_url && !closed ? (
                <a href={o.external_url} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
                  {t('Open the application page')}
                </a>
              ) : (
                back
              )
            }
          >
            {o.posted_by === userId
              ? t('Applicants appear in My Opportunities.')
              : closed
                ? t(
                    'Its deadline has passed or the organisation closed it. Save similar ones to be reminded before they close.',
                  )
                : t('{organization} takes applications on its own website.', { organization: o.organization })}
          </EmptyState>
        </Card>
      </>
    )
  }
  return (
    <>
      {header}
      <p className="mb-4 text-sm text-muted">
        {t('No resume ready?')}{' '}
        <Link to={paths.aiResumeBuilder} className="text-primary underline">
          {t('Build one in the AI Resume Builder')}
        </Link>
        {t(', check it against this opportunity, and choose “Use as my resume when applying”.')}
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
