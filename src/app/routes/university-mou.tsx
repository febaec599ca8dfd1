import { useMember } from '@/data/auth/auth-context'
import { MouScreen } from '@/features/university/mou-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /university/mou: a university's partnership agreements, or the ones an organisation is party to. */
export default function UniversityMouPage() {
  const user = useMember()
  usePageTitle(t('University MOUs'))
  return <MouScreen viewer={{ id: user.id, name: user.name, profileType: user.profile_type ?? null }} />
}
