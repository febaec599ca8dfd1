import { lazy, Suspense } from 'react'
import { useMember } from '@/data/auth/auth-context'
import { HomeFeedScreen } from '@/features/feed/components/home-feed-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

// Shown only when the feed is empty, so it loads only then.
const SuggestedPeople = lazy(() => import('@/features/profiles/components/suggested-people'))

/** /home: the composer, one opened post (?post=), and the feed. */
export default function HomePage() {
  usePageTitle(t('Home'))
  const user = useMember()
  return (
    <HomeFeedScreen
      user={user}
      suggestions={
        <Suspense fallback={null}>
          <SuggestedPeople me={user.id} />
        </Suspense>
      }
    />
  )
}
