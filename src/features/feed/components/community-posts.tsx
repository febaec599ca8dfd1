import { useQuery } from '@tanstack/react-query'
import { Newspaper } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import type { PersonLike } from '@/components/shared/person-row'
import { Card } from '@/components/ui/card'
import { pinnedPostsQueryOptions } from '@/data/communities/community-queries'
import type { FeedPost } from '@/data/posts/post-types'
import { t } from '@/lib/i18n'
import { ComposerLauncher } from './composer-launcher'
import { PostCard } from './post-card'
import { PostList } from './post-list'

/**
 * A community's Posts tab: `moderation` first (the reports a moderator handles), the composer for members, the pinned
 * posts, then the rest. `renderExtra` adds a moderator's tools under each post.
 */
export function CommunityPosts({
  userId,
  me,
  community,
  isMember,
  moderation,
  renderExtra,
}: {
  userId: string
  me: PersonLike
  community: { id: string; name: string }
  isMember: boolean
  moderation?: ReactNode
  renderExtra: (post: FeedPost) => ReactNode
}) {
  const { data: pinned = [] } = useQuery(pinnedPostsQueryOptions(community.id, userId))
  return (
    <div className="space-y-4">
      {moderation}
      {isMember && <ComposerLauncher me={me} community={{ id: community.id, name: community.name }} />}
      {pinned.length > 0 && (
        <ul className="space-y-4" aria-label={t('Pinned posts')}>
          {pinned.map((post) => (
            <li key={post.id}>
              <PostCard post={post} userId={userId} extra={renderExtra(post)} />
            </li>
          ))}
        </ul>
      )}
      <PostList
        source={`community:${community.id}`}
        userId={userId}
        renderExtra={renderExtra}
        empty={
          pinned.length ? null : (
            <Card>
              <EmptyState icon={Newspaper} title={t('No posts yet')}>
                {isMember ? t('Start the conversation: share something with the community.') : t('Join to take part.')}
              </EmptyState>
            </Card>
          )
        }
      />
    </div>
  )
}
