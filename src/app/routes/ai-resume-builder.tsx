import { ResumeBuilderScreen } from '@/features/ai/resume/resume-builder-screen'
import { useMember } from '@/data/auth/auth-context'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /ai-resume-builder: a resume from the profile, sharpened, tailored and exported. */
export default function Page() {
  const user = useMember()
  usePageTitle(t('AI Resume Builder'))
  return <ResumeBuilderScreen userId={user.id} />
}
