import { useSearchParams } from 'react-router-dom'
import { ProfileSelectionScreen } from '@/features/auth/components/profile-selection-screen'
import { NEXT_PARAM, safeNext } from '@/lib/next-path'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

export default function ProfileSelectionPage() {
  usePageTitle(t('Choose your profile type'))
  const next = safeNext(useSearchParams()[0].get(NEXT_PARAM))
  return <ProfileSelectionScreen next={next} />
}
