import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { homeSummaryQueryOptions, showChecklist } from '@/data/profiles/home-summary'
import { useMinWidth } from '@/hooks/use-min-width'
import { t } from '@/lib/i18n'
import { HomeChecklist } from './home-checklist'
import { HomeEvents } from './home-events'
import { HomeForYouStrip } from './home-for-you-strip'
import { HomeOpportunities } from './home-opportunities'
import { HomePeople } from './home-people'
import { HomeProfileCard } from './home-profile-card'

/** The first-week checklist, when the member is new, has steps left and has not put it away. */
function Checklist({ userId, compact }: { userId: string; compact?: boolean }) {
  const { data } = useQuery(homeSummaryQueryOptions(userId))
  return data && showChecklist(data) ? <HomeChecklist userId={userId} summary={data} compact={compact} /> : null
}

/**
 * /home around its feed. From 1280 px: the profile card and checklist on the left, people, opportunities and
 * events on the right. From 1024 px: one side column with all of them. Narrower: the checklist above the feed
 * and the other blocks as a row of tiles opening each block (the feed is not pushed down by them).
 */
export function HomeColumns({
  userId,
  profileType,
  top,
  feed,
}: {
  userId: string
  profileType: string | null
  /** The composer and an opened post: above the feed in every layout. */
  top: ReactNode
  feed: ReactNode
}) {
  const wide = useMinWidth(1280)
  const medium = useMinWidth(1024)
  const discover = (
    <>
      <HomePeople userId={userId} />
      <HomeOpportunities userId={userId} profileType={profileType} />
      <HomeEvents userId={userId} />
    </>
  )
  if (wide) {
    return (
      <div data-wide="" className="grid grid-cols-[13.5rem_minmax(0,1fr)_17rem] items-start gap-4 [&>*]:min-w-0">
        <aside aria-label={t('You')} className="space-y-4">
          <HomeProfileCard userId={userId} />
          <Checklist userId={userId} />
        </aside>
        <div className="space-y-4">
          {top}
          {feed}
        </div>
        <aside aria-label={t('For you')} className="space-y-4">
          {discover}
        </aside>
      </div>
    )
  }
  if (medium) {
    return (
      <div data-wide="" className="grid grid-cols-[minmax(0,1fr)_18rem] items-start gap-4 [&>*]:min-w-0">
        <div className="space-y-4">
          {top}
          {feed}
        </div>
        <aside aria-label={t('For you')} className="space-y-4">
          <HomeProfileCard userId={userId} />
          <Checklist userId={userId} />
          {discover}
        </aside>
      </div>
    )
  }
  return (
    <div className="space-y-4">
      {top}
      <Checklist userId={userId} compact />
      <HomeForYouStrip userId={userId} profileType={profileType} />
      {feed}
    </div>
  )
}
