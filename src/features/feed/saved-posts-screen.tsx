import { Bookmark } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useMember } from '@/data/auth/auth-context'
import { t } from '@/lib/i18n'
import { PostList } from './components/post-list'

/**
 * /saved-posts — posts the member saved from a post's menu, last saved first. Only readable posts are
 * listed: one deleted, removed or no longer shared with the member drops out.
 */
export function SavedPostsScreen({ header }: { header: ReactNode }) {
  const member = useMember()
  return (
    <>
      {header}
      <PostList
        source="saved"
        userId={member.id}
        doneText={t('That’s everything you saved.')}
        empty={
          <Card>
            <EmptyState
              icon={Bookmark}
              title={t('No saved posts yet')}
              actions={
                <Link to={paths.home} className={buttonVariants()}>
                  {t('Go to your feed')}
                </Link>
              }
            >
              {t('Choose “Save post” in a post’s menu to keep it here. Only you can see what you save.')}
            </EmptyState>
          </Card>
        }
      />
    </>
  )
}
