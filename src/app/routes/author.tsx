import { useMember } from '@/data/auth/auth-context'
import { AuthorScreen } from '@/features/author/author-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /author: how each of the member's posts is doing. */
export default function AuthorPage() {
  usePageTitle(t('Author dashboard'))
  const user = useMember()
  return <AuthorScreen userId={user.id} />
}
