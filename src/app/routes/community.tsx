import { useAuth } from '@/data/auth/auth-context'
import { CommunitiesScreen } from '@/features/communities/components/communities-screen'

/** /community: discover, my communities, create. Guests are sent to /signup-prompt by the guard. */
export default function CommunityPage() {
  const { user } = useAuth()
  if (!user) return null
  return <CommunitiesScreen userId={user.id} />
}
