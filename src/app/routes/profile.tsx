import { useParams } from 'react-router-dom'
import { useMember } from '@/data/auth/auth-context'
import { ProfilePosts } from '@/features/feed/components/profile-posts'
import { ProfileScreen } from '@/features/profiles/components/profile-screen'

/** /profile/:userId — a member as the reader may see them, with their posts from the feed. */
export default function ProfilePage() {
  const { userId = '' } = useParams()
  const user = useMember()
  return (
    <ProfileScreen
      userId={userId}
      me={user.id}
      renderPosts={(profile, isOwn) => <ProfilePosts profile={profile} userId={user.id} isOwn={isOwn} />}
    />
  )
}
