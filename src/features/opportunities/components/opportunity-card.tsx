import { Bookmark, BookmarkCheck, Building2, Clock, MapPin, Wallet } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Card } from '@/components/ui/card'
import type { OpportunityCard as Card_ } from '@/data/opportunities/opportunity-types'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { amountLabel, deadlineLabel } from '@/lib/opportunity-format'
import { typeLabel, workModeLabel } from '../filters.utils'

/** A result in a list: type, title, organisation, place, pay, countdown, and the save toggle. */
export function OpportunityCard({
  opportunity: o,
  href,
  isSaved,
  onToggleSave,
}: {
  opportunity: Card_
  href: string
  isSaved: boolean
  onToggleSave: () => void
}) {
  const deadline = deadlineLabel(o.deadline, undefined, o.status)
  return (
    <Card className="relative p-4 transition-shadow focus-within:ring-2 focus-within:ring-primary hover:shadow-md">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <span className="inline-flex rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
            {typeLabel(o.type)}
          </span>
          {o.status !== 'open' && (
            <span className="ml-2 inline-flex rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700">
              {o.status === 'draft' ? t('Draft') : t('Closed')}
            </span>
          )}
          <h2 className="mt-1.5 text-base font-semibold">
            <Link to={href} className="after:absolute after:inset-0 hover:underline">
              {o.title}
            </Link>
          </h2>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
            <Building2 className="size-4 shrink-0" aria-hidden="true" /> {o.organization}
          </p>
        </div>
        <button
          type="button"
          onClick={onToggleSave}
          aria-pressed={isSaved}
          aria-label={
            isSaved ? t('Remove {title} from saved', { title: o.title }) : t('Save {title}', { title: o.title })
          }
          className="relative z-10 -mt-1 -mr-2 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-background hover:text-primary"
        >
          {isSaved ? (
            <BookmarkCheck className="size-5 fill-primary text-primary" aria-hidden="true" />
          ) : (
            <Bookmark className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <li className="inline-flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden="true" /> {workModeLabel(o.work_mode)}
          {o.location && o.location !== 'Remote' ? ` · ${o.location}` : ''}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Wallet className="size-4" aria-hidden="true" />{' '}
          {amountLabel(o.is_paid, o.amount_min, o.amount_max, o.currency, o.amount_period)}
        </li>
        <li className={cn('inline-flex items-center gap-1.5', deadline.urgent && 'font-semibold text-warning')}>
          <Clock className="size-4" aria-hidden="true" /> {deadline.text}
        </li>
      </ul>
    </Card>
  )
}

/** A list of opportunity cards; the caller decides where each links and what its save toggle does. */
export function OpportunityCardList({
  items,
  className,
  label,
  itemClassName,
  hrefFor,
  savedIds,
  onToggleSave,
}: {
  items: Card_[]
  className: string
  label?: string
  itemClassName?: string
  hrefFor: (o: Card_) => string
  savedIds: ReadonlySet<string>
  onToggleSave: (o: Card_) => void
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((o) => (
        <li key={o.id} className={itemClassName}>
          <OpportunityCard
            opportunity={o}
            href={hrefFor(o)}
            isSaved={savedIds.has(o.id)}
            onToggleSave={() => onToggleSave(o)}
          />
        </li>
      ))}
    </ul>
  )
}
