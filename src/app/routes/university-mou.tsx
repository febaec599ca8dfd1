import { useAuth } from '@/data/auth/auth-context'
import { MouScreen } from '@/features/university/mou-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /university/mou: a university's partnership agreements, or the ones an organisation is party to. */
export default function UniversityMouPage() {
  const { user } = useAuth()
  usePageTitle(t('University MOUs'))
  if (!user) return null
  return <MouScreen viewer={{ id: user.id, name: user.name, profileType: user.profile_type ?? null }} />
}
