import { Link } from 'react-router-dom'
import { statusLabel } from '@/components/shared/application-status-badge'
import { ConfirmButton } from '@/components/shared/confirm-button'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useDeleteOpportunity, useSetOpportunityStatus } from '@/data/opportunities/opportunity-mutations'
import type { MyOpportunity } from '@/data/opportunities/opportunity-queries'
import { deadlineLabel } from '@/lib/opportunity-format'
import { t } from '@/lib/i18n'

/** One of the member's postings: its figures, applicants per status, and what its owner can do with it. */
export function PostingRow({ opportunity: o, userId }: { opportunity: MyOpportunity; userId: string }) {
  const setStatus = useSetOpportunityStatus(userId)
  const remove = useDeleteOpportunity(userId)
  const counts = new Map<string, number>()
  for (const a of o.applications) counts.set(a.status, (counts.get(a.status) ?? 0) + 1)
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold">
            <Link to={paths.manageOpportunity(o.id)} className="hover:underline">
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
        <Link to={paths.manageOpportunity(o.id)} className={buttonVariants({ size: 'sm' })}>
          {t('Applicants')}
        </Link>
        <Link to={paths.editOpportunity(o.id)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
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
        <ConfirmButton
          variant="ghost"
          size="sm"
          isLoading={remove.isPending}
          confirm={t(
            'Delete “{title}” and its {count, plural, one {# application} other {# applications}}? This cannot be undone.',
            { title: o.title, count: o.applications.length },
          )}
          onConfirm={() => remove.mutate(o.id)}
        >
          {t('Delete')}
        </ConfirmButton>
      </div>
    </Card>
  )
}
