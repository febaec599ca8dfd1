import { useParams } from 'react-router-dom'
import { useMember } from '@/data/auth/auth-context'
import { CommunityReports } from '@/features/communities/components/community-reports'
import { CommunityScreen } from '@/features/communities/components/community-screen'
import { ModerationBar } from '@/features/communities/components/moderation-bar'
import { CommunityEvents } from '@/features/events/components/community-events'
import { CommunityPosts } from '@/features/feed/components/community-posts'

/** /community/:id (slug or id): the community screen, its Posts tab made of the feed's cards and composer. */
export default function CommunityDetailPage() {
  const user = useMember()
  const { id = '' } = useParams()
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
          moderation={p.isModerator && <CommunityReports communityId={p.community.id} />}
          renderExtra={(post) => <ModerationBar communityId={p.community.id} post={post} isModerator={p.isModerator} />}
        />
      )}
    />
  )
}
