import { useMember } from '@/data/auth/auth-context'
import { VerificationsScreen } from '@/features/university/verifications-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /university/verifications: a university's queue, or a member's own requests. */
export default function UniversityVerificationsPage() {
  const user = useMember()
  usePageTitle(t('University Verifications'))
  return <VerificationsScreen viewer={{ id: user.id, name: user.name, profileType: user.profile_type ?? null }} />
}
