import { useQuery } from '@tanstack/react-query'
import { Newspaper } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { Card } from '@/components/ui/card'
import { pinnedPostsQueryOptions } from '@/data/communities/community-queries'
import { useAuth } from '@/data/auth/auth-context'
import { CommunityReports } from '@/features/communities/components/community-reports'
import { CommunityScreen, type PostsPanelProps } from '@/features/communities/components/community-screen'
import { ModerationBar } from '@/features/communities/components/moderation-bar'
import { CommunityEvents } from '@/features/events/components/community-events'
import { ComposerLauncher } from '@/features/feed/components/composer-launcher'
import { PostCard } from '@/features/feed/components/post-card'
import { PostList } from '@/features/feed/components/post-list'
import { t } from '@/lib/i18n'

/** /community/:id (slug or id): the community screen, its Posts tab made of the feed's cards and composer. */
export default function CommunityDetailPage() {
  const { user } = useAuth()
  const { id = '' } = useParams()
  if (!user) return null
  const me = { id: user.id, name: user.name, profile_photo_url: user.avatar_url }
  return (
    <CommunityScreen
      key={id}
      idOrSlug={id}
      userId={user.id}
      renderEvents={(p) => (
        <CommunityEvents communityId={p.community.id} communityName={p.community.name} canHost={p.isModerator} />
      )}
      renderPosts={(p) => (
        <CommunityPosts
          userId={user.id}
          me={me}
          community={p.community}
          isMember={p.isMember}
          isModerator={p.isModerator}
        />
      )}
    />
  )
}

function CommunityPosts({
  userId,
  me,
  community,
  isMember,
  isModerator,
}: Omit<PostsPanelProps, 'membership'> & {
  userId: string
  me: { id: string; name: string; profile_photo_url: string | null }
}) {
  const { data: pinned = [] } = useQuery(pinnedPostsQueryOptions(community.id, userId))
  const bar = (post: { id: string; pinned_at?: string | null; removed_at?: string | null }) => (
    <ModerationBar communityId={community.id} post={post} isModerator={isModerator} />
  )
  return (
    <div className="space-y-4">
      {isModerator && <CommunityReports communityId={community.id} />}
      {isMember && <ComposerLauncher me={me} community={{ id: community.id, name: community.name }} />}
      {pinned.length > 0 && (
        <ul className="space-y-4" aria-label={t('Pinned posts')}>
          {pinned.map((post) => (
            <li key={post.id}>
              <PostCard post={post} userId={userId} extra={bar(post)} />
            </li>
          ))}
        </ul>
      )}
      <PostList
        source={`community:${community.id}`}
        userId={userId}
        renderExtra={bar}
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
