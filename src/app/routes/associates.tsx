import { useAuth } from '@/data/auth/auth-context'
import { AssociatesScreen } from '@/features/associates/components/associates-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /associates: requests, associates and suggestions. */
export default function AssociatesPage() {
  const { user } = useAuth()
  usePageTitle(t('Associates'))
  if (!user) return null
  return <AssociatesScreen userId={user.id} />
}
