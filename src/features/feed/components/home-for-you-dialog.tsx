import { Dialog } from '@/components/ui/dialog'
import { t } from '@/lib/i18n'
import { HomeEvents } from './home-events'
import { HomeOpportunities } from './home-opportunities'
import { HomePeople } from './home-people'
import { HomeProfileCard } from './home-profile-card'

export type ForYouBlock = 'profile' | 'people' | 'opportunities' | 'events'

const TITLES: Record<ForYouBlock, () => string> = {
  profile: () => t('Your profile'),
  people: () => t('People you may know'),
  opportunities: () => t('Recommended opportunities'),
  events: () => t('Upcoming events'),
}

/** One side-column block in a sheet (phones and tablets). */
export default function HomeForYouDialog({
  block,
  userId,
  profileType,
  onClose,
}: {
  block: ForYouBlock
  userId: string
  profileType: string | null
  onClose: () => void
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={TITLES[block]()}>
      <div className="[&_[role=region]]:border-0 [&_[role=region]]:p-0 [&_[role=region]]:shadow-none [&_[role=region]>h2]:sr-only">
        {block === 'profile' && <HomeProfileCard userId={userId} />}
        {block === 'people' && <HomePeople userId={userId} max={10} />}
        {block === 'opportunities' && <HomeOpportunities userId={userId} profileType={profileType} />}
        {block === 'events' && <HomeEvents userId={userId} />}
      </div>
    </Dialog>
  )
}
