import { useParams } from 'react-router-dom'
import { useAuth } from '@/data/auth/auth-context'
import { ApplyScreen } from '@/features/applications/apply-screen'

/** /apply/:opportunityId */
export default function ApplyPage() {
  const { opportunityId = '' } = useParams()
  const { user } = useAuth()
  return user ? <ApplyScreen opportunityId={opportunityId} user={user} /> : null
}
