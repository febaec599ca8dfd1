import { CareerDreamerScreen } from '@/features/ai/career/career-dreamer-screen'
import { useMember } from '@/data/auth/auth-context'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /career-dreamer: a dream role becomes a path grounded in the network. */
export default function Page() {
  const user = useMember()
  usePageTitle(t('Career Dreamer'))
  return <CareerDreamerScreen userId={user.id} />
}
