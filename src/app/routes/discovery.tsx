import { useMember } from '@/data/auth/auth-context'
import { DiscoveryScreen } from '@/features/discovery/components/discovery-screen'

/** /discovery — find talent and partners. */
export default function DiscoveryPage() {
  const user = useMember()
  return <DiscoveryScreen me={user.id} />
}
