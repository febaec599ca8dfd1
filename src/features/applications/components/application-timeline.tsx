import { ApplicationStatusBadge } from '@/components/shared/application-status-badge'
import { RelativeTime } from '@/components/shared/relative-time'
import type { ApplicationEvent } from '@/data/opportunities/opportunity-types'
import { t } from '@/lib/i18n'

/** The history of an application, oldest first, with the messages and notes the organisation sent. */
export function ApplicationTimeline({ events }: { events: ApplicationEvent[] }) {
  return (
    <ol className="relative ml-2 space-y-3 border-l-2 border-border pl-5" aria-label={t('Application history')}>
      {events.map((e) => (
        <li key={e.id} className="relative">
          <span
            className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full border-2 border-surface bg-primary"
            aria-hidden="true"
          />
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <ApplicationStatusBadge status={e.to_status} />
            <RelativeTime iso={e.created_at} className="text-muted" />
          </div>
          {e.message && <p className="mt-1 text-sm whitespace-pre-line">{e.message}</p>}
          {e.note && <p className="mt-1 text-sm whitespace-pre-line">“{e.note}”</p>}
        </li>
      ))}
    </ol>
  )
}
