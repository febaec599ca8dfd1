import {
  Bookmark,
  BookmarkCheck,
  Building2,
  CalendarClock,
  ExternalLink,
  Link2,
  MapPin,
  Users,
  Wallet,
  X,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ApplicationStatusBadge } from '@/components/shared/application-status-badge'
import { OrganisationLink } from '@/components/shared/organisation-link'
import { PersonRow } from '@/components/shared/person-row'
import { PosterResponsivenessItem } from '@/components/shared/responsiveness-summary'
import { RoundIconButton } from '@/components/shared/round-icon-button'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { OpportunityDetail as Detail } from '@/data/opportunities/opportunity-queries'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { fullDateTime } from '@/lib/relative-time'
import { amountLabel, deadlineLabel } from '@/lib/opportunity-format'
import { notify } from '@/lib/toast'
import { typeLabel, workModeLabel } from '../filters.utils'

/** Everything about one opportunity, with the actions that fit the reader. */
export function OpportunityDetailView({
  opportunity: o,
  shareUrl,
  isSaved,
  onToggleSave,
  applyHref,
  application,
  applicationsHref,
  ownerActions,
  quickApply,
  onClose,
}: {
  opportunity: Detail
  shareUrl: string
  isSaved: boolean
  onToggleSave: () => void
  /** Where "Apply" leads (the form, or the sign-up prompt for guests); null when the reader cannot apply. */
  applyHref: string | null
  application: { status: string } | null
  applicationsHref: string
  ownerActions?: ReactNode
  /** "Quick apply", beside "Apply now", where the opportunity allows it. */
  quickApply?: ReactNode
  onClose: () => void
}) {
  const deadline = deadlineLabel(o.deadline, undefined, o.status)
  const accepting = o.status === 'open' && deadline.text !== t('Closed')
  const facts = [
    { icon: Building2, text: o.organization },
    {
      icon: MapPin,
      text: `${workModeLabel(o.work_mode)}${o.location && o.location !== 'Remote' ? ` · ${o.location}` : ''}`,
    },
    { icon: Wallet, text: amountLabel(o.is_paid, o.amount_min, o.amount_max, o.currency, o.amount_period) },
    { icon: CalendarClock, text: o.deadline ? `${deadline.text} · ${fullDateTime(o.deadline)}` : t('No deadline') },
  ]
  return (
    <Card className="p-4 sm:p-6">
      <article aria-labelledby="opportunity-title">
        <div className="flex items-start justify-between gap-3">
          <span className="inline-flex rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary">
            {typeLabel(o.type)}
          </span>
          <RoundIconButton
            icon={X}
            label={t('Close details')}
            onClick={onClose}
            className="-mt-2 -mr-2 hover:bg-background"
          />
        </div>
        <h2 id="opportunity-title" className="mt-2 text-xl font-bold">
          {o.title}
        </h2>
        <ul className="mt-3 space-y-1.5 text-sm">
          {facts.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="size-4 shrink-0 text-muted" aria-hidden="true" /> {text}
            </li>
          ))}
          {o.application_count > 0 && (
            <li className="flex items-center gap-2 text-muted">
              <Users className="size-4 shrink-0" aria-hidden="true" />{' '}
              {t('{count, plural, one {# applicant} other {# applicants}}', { count: o.application_count })}
            </li>
          )}
          <PosterResponsivenessItem posterId={o.posted_by} />
        </ul>
        {!accepting && (
          <p role="status" className="mt-3 rounded-lg bg-zinc-100 px-3 py-2 text-sm">
            {o.status === 'draft'
              ? t('This is a draft: only you can see it.')
              : t('This opportunity is closed to applications.')}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          {application ? (
            <Link to={applicationsHref} className={buttonVariants({ variant: 'secondary' })}>
              {t('You applied')} · <ApplicationStatusBadge status={application.status} />
            </Link>
          ) : o.external_url && accepting ? (
            <a href={o.external_url} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
              <ExternalLink className="size-4" aria-hidden="true" /> {t('Apply on their site')}
            </a>
          ) : applyHref && accepting ? (
            <>
              {quickApply}
              <Link to={applyHref} className={buttonVariants({ variant: quickApply ? 'secondary' : 'primary' })}>
                {quickApply ? t('Apply with the form') : t('Apply now')}
              </Link>
            </>
          ) : null}
          <Button variant="secondary" aria-pressed={isSaved} onClick={onToggleSave}>
            {isSaved ? (
              <BookmarkCheck className="size-4 fill-primary text-primary" aria-hidden="true" />
            ) : (
              <Bookmark className="size-4" aria-hidden="true" />
            )}
            {isSaved ? t('Saved') : t('Save')}
          </Button>
          <Button
            variant="ghost"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(shareUrl)
                .then(() => notify(t('Link copied'), 'success'))
                .catch(() => notify(t('Could not copy the link'), 'error'))
            }
          >
            <Link2 className="size-4" aria-hidden="true" /> {t('Share')}
          </Button>
          {ownerActions}
        </div>
        <section className="mt-6 space-y-2">
          <h3 className="font-semibold">{t('About the opportunity')}</h3>
          <p className="whitespace-pre-line">{o.description}</p>
        </section>
        {o.eligibility && (
          <section className="mt-5 space-y-1">
            <h3 className="font-semibold">{t('Eligibility')}</h3>
            <p className="whitespace-pre-line">{o.eligibility}</p>
          </section>
        )}
        {o.skills.length > 0 && (
          <section className="mt-5">
            <h3 className="mb-2 font-semibold">{t('Skills')}</h3>
            <ul className="flex flex-wrap gap-1.5">
              {o.skills.map((s) => (
                <li key={s} className="rounded-full border border-border px-2.5 py-1 text-sm">
                  {s}
                </li>
              ))}
            </ul>
          </section>
        )}
        {o.poster && (
          <section className={cn('mt-6 border-t border-border pt-4')}>
            <h3 className="mb-1 text-sm font-semibold text-muted">{t('Posted by')}</h3>
            <PersonRow person={o.poster} />
            <OrganisationLink memberId={o.poster.id} />
          </section>
        )}
      </article>
    </Card>
  )
}
