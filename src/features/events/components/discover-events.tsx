import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { CalendarSearch, ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { discoverEventsQueryOptions, monthEventsQueryOptions } from '@/data/events/event-queries'
import type { EventFilters } from '@/data/events/event-types'
import { t } from '@/lib/i18n'
import { localDay, monthGrid, shiftMonth } from '../events.utils'
import { EventCardList } from './event-card'

/** Monday to Sunday, short, in the app's language (1 January 2024 was a Monday). */
const weekdays = () => {
  const format = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' })
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))))
}

export function DiscoverList({ filters, hrefFor }: { filters: EventFilters; hrefFor: (id: string) => string }) {
  const query = useInfiniteQuery(discoverEventsQueryOptions(filters))
  if (query.isPending) return <ListSkeleton />
  if (query.error) return <LoadError what={t('Events')} error={query.error} onRetry={() => void query.refetch()} />
  const items = query.data.pages.flatMap((p) => p.items)
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState icon={CalendarSearch} title={t('No events match')}>
          {t(
            'Try other dates or words, or clear the filters. Organisations, universities and members add events every week.',
          )}
        </EmptyState>
      </Card>
    )
  }
  return (
    <div className="space-y-3">
      <EventCardList events={items} hrefFor={hrefFor} />
      <LoadMore pages={query} doneText={t('That is every upcoming event that matches.')} />
    </div>
  )
}

/** A month at a glance: each day lists its events; arrows move between months. */
export function MonthCalendar({
  month,
  onMonthChange,
  filters,
  hrefFor,
}: {
  month: string
  onMonthChange: (m: string) => void
  filters: EventFilters
  hrefFor: (id: string) => string
}) {
  const query = useQuery(monthEventsQueryOptions(month, filters))
  const [y, m] = month.split('-').map(Number)
  const title = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(new Date(y, m - 1, 1))
  const today = localDay(new Date().toISOString())
  const byDay = new Map<string, NonNullable<typeof query.data>>()
  for (const e of query.data ?? []) {
    const day = localDay(e.starts_at)
    byDay.set(day, [...(byDay.get(day) ?? []), e])
  }
  return (
    <Card className="p-3 sm:p-4">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('Previous month')}
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('Next month')}
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {query.error ? (
        <LoadError what={t('This month’s events')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <thead>
            <tr>
              {weekdays().map((d) => (
                <th key={d} scope="col" className="pb-2 text-center text-xs font-medium text-muted">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week, i) => (
              <tr key={i}>
                {week.map((day, j) => (
                  <td key={j} className="h-20 border border-border p-1 align-top sm:h-24">
                    {day && (
                      <>
                        <span
                          className={
                            day === today
                              ? 'inline-flex size-6 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground'
                              : 'text-xs text-muted'
                          }
                        >
                          {Number(day.slice(8))}
                        </span>
                        {query.isPending ? null : (
                          <ul className="mt-0.5 space-y-0.5">
                            {(byDay.get(day) ?? []).slice(0, 3).map((e) => (
                              <li key={e.id}>
                                <Link
                                  to={hrefFor(e.id)}
                                  className="block truncate rounded bg-primary-soft px-1 text-[11px] leading-5 text-primary hover:underline"
                                  title={e.title}
                                >
                                  {e.title}
                                </Link>
                              </li>
                            ))}
                            {(byDay.get(day)?.length ?? 0) > 3 && (
                              <li className="px-1 text-[11px] text-muted">
                                {t('+{count} more', { count: byDay.get(day)!.length - 3 })}
                              </li>
                            )}
                          </ul>
                        )}
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  )
}

export function ListSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28" />
      ))}
    </div>
  )
}
