import { useMember } from '@/data/auth/auth-context'
import { FundingScreen } from '@/features/funding/components/funding-screen'

/** /funding — funding programs and startup pitches. */
export default function FundingPage() {
  const user = useMember()
  return <FundingScreen me={user.id} profileType={user.profile_type} />
}
