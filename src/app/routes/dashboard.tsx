import { useMember } from '@/data/auth/auth-context'
import { isMinor } from '@/lib/age'
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen'

/** /dashboard — the member's engagement analytics. */
export default function DashboardPage() {
  const user = useMember()
  return <DashboardScreen userId={user.id} profileType={user.profile_type} minor={isMinor(user.date_of_birth)} />
}
