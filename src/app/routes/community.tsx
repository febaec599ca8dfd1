import { useMember } from '@/data/auth/auth-context'
import { CommunitiesScreen } from '@/features/communities/components/communities-screen'

/** /community: discover, my communities, create. Guests are sent to /signup-prompt by the guard. */
export default function CommunityPage() {
  const user = useMember()
  return <CommunitiesScreen userId={user.id} />
}
