import { SavedHeader } from '@/components/shared/saved-header'
import { SavedPostsScreen } from '@/features/feed/saved-posts-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /saved-posts — Saved, posts tab: posts the member saved privately, last saved first. */
export default function SavedPostsPage() {
  usePageTitle(t('Saved posts'))
  return <SavedPostsScreen header={<SavedHeader description={t('Only you can see the posts you save.')} />} />
}
