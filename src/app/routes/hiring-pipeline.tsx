import { useNavigate, useSearchParams } from 'react-router-dom'
import { PipelineEditorScreen } from '@/features/applications/pipeline-editor-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /hiring-pipeline?opportunity=<id> or ?organisation=<slug> — the stages and criteria a pipeline uses. */
export default function HiringPipelinePage() {
  usePageTitle(t('Hiring pipeline'))
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const opportunityId = params.get('opportunity')
  const slug = params.get('organisation')
  return <PipelineEditorScreen opportunityId={opportunityId} organisationSlug={slug} onBack={() => navigate(-1)} />
}
