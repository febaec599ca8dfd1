import { useAuth } from '@/features/auth/auth-context'
import { AssociatesScreen } from '@/features/associates/components/associates-screen'
import { usePageTitle } from '@/hooks/use-page-title'

/** /associates: requests, associates and suggestions. */
export default function AssociatesPage() {
  const { user } = useAuth()
  usePageTitle('Associates')
  if (!user) return null
  return <AssociatesScreen userId={user.id} />
}
