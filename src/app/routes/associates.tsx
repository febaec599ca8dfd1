import { useMember } from '@/data/auth/auth-context'
import { AssociatesScreen } from '@/features/associates/components/associates-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /associates: requests, associates and suggestions. */
export default function AssociatesPage() {
  const user = useMember()
  usePageTitle(t('Associates'))
  return <AssociatesScreen userId={user.id} />
}
