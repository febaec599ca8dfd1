import { useMember } from '@/data/auth/auth-context'
import { MyProfileScreen } from '@/features/profiles/components/my-profile-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /my-profile: photo, cover and every field of the member's profile. */
export default function MyProfilePage() {
  usePageTitle(t('My profile'))
  const user = useMember()
  return <MyProfileScreen userId={user.id} />
}
