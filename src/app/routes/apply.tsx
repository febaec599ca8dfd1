import { useParams } from 'react-router-dom'
import { useMember } from '@/data/auth/auth-context'
import { ApplyScreen } from '@/features/applications/apply-screen'

/** /apply/:opportunityId */
export default function ApplyPage() {
  const { opportunityId = '' } = useParams()
  return <ApplyScreen opportunityId={opportunityId} user={useMember()} />
}
