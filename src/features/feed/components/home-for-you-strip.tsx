import { useQuery } from '@tanstack/react-query'
import { Briefcase, CalendarDays, UserRound, Users, type LucideIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { suggestionsQueryOptions } from '@/data/associates/associates-query'
import { upcomingForYouQueryOptions } from '@/data/events/upcoming-for-you'
import { recommendedOpportunitiesQueryOptions } from '@/data/opportunities/recommended-query'
import { homeSummaryQueryOptions } from '@/data/profiles/home-summary'
import { t } from '@/lib/i18n'
import type { ForYouBlock } from './home-for-you-dialog'

// Radix's dialog loads when a tile is first opened.
const HomeForYouDialog = lazy(() => import('./home-for-you-dialog'))

/**
 * Phones and tablets: the side column's blocks as one row of tiles that scrolls sideways, each opening its
 * block in a sheet, so the feed starts right below.
 */
export function HomeForYouStrip({ userId, profileType }: { userId: string; profileType: string | null }) {
  const [open, setOpen] = useState<ForYouBlock | null>(null)
  const summary = useQuery(homeSummaryQueryOptions(userId))
  const people = useQuery(suggestionsQueryOptions())
  const opportunities = useQuery(recommendedOpportunitiesQueryOptions(userId))
  const events = useQuery(upcomingForYouQueryOptions(userId))
  const tiles: Array<{ block: ForYouBlock; icon: LucideIcon; title: string; detail: string }> = [
    {
      block: 'profile',
      icon: UserRound,
      title: t('Your profile'),
      detail: summary.data
        ? t('{percent}% · {count, plural, one {# view} other {# views}}', {
            percent: summary.data.completeness,
            count: summary.data.views_this_week,
          })
        : '…',
    },
    {
      block: 'people',
      icon: Users,
      title: t('People you may know'),
      detail: people.data ? t('{count, plural, =0 {None yet} other {# people}}', { count: people.data.length }) : '…',
    },
    {
      block: 'opportunities',
      icon: Briefcase,
      title: t('Opportunities for you'),
      detail: opportunities.data
        ? t('{count, plural, =0 {None yet} one {# match} other {# matches}}', { count: opportunities.data.length })
        : '…',
    },
    {
      block: 'events',
      icon: CalendarDays,
      title: t('Upcoming events'),
      detail: events.data
        ? t('{count, plural, =0 {None yet} one {# event} other {# events}}', { count: events.data.length })
        : '…',
    },
  ]
  return (
    <section aria-label={t('For you')}>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
        {tiles.map(({ block, icon: Icon, title, detail }) => (
          <li key={block} className="shrink-0 snap-start">
            <button
              type="button"
              onClick={() => setOpen(block)}
              aria-haspopup="dialog"
              className="flex min-h-14 w-40 items-center gap-2 rounded-[var(--radius-card)] border border-border bg-surface px-3 py-2 text-left shadow-sm hover:border-primary"
            >
              <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block text-sm leading-tight font-medium">{title}</span>
                <span className="block text-xs text-muted">{detail}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <HomeForYouDialog block={open} userId={userId} profileType={profileType} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  )
}
