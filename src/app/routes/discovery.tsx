import { useAuth } from '@/data/auth/auth-context'
import { DiscoveryScreen } from '@/features/discovery/components/discovery-screen'

/** /discovery — find talent and partners. */
export default function DiscoveryPage() {
  const { user } = useAuth()
  if (!user) return null
  return <DiscoveryScreen me={user.id} />
}
