import { useQuery } from '@tanstack/react-query'
import { BackButton } from '@/components/shared/back-button'
import { LoadError } from '@/components/shared/load-error'
import { PageHeader } from '@/components/shared/page-header'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useMember } from '@/data/auth/auth-context'
import { opportunityQueryOptions } from '@/data/opportunities/opportunity-queries'
import { adminIdsQueryOptions, organisationQueryOptions } from '@/data/organisations/organisation-queries'
import { pipelineOverviewQueryOptions } from '@/data/pipeline/pipeline-queries'
import { t } from '@/lib/i18n'
import { CriteriaEditor } from './components/criteria-editor'
import { StagesEditor } from './components/stages-editor'

/**
 * The pipeline editor: an opportunity's own stages and criteria (or a way to make them, from its organisation's
 * default or the built-in stages), or an organisation's defaults for its admins.
 */
export function PipelineEditorScreen({
  opportunityId,
  organisationSlug,
  onBack,
}: {
  opportunityId: string | null
  organisationSlug: string | null
  onBack: () => void
}) {
  const opportunity = useQuery({ ...opportunityQueryOptions(opportunityId ?? ''), enabled: !!opportunityId })
  const organisation = useQuery({
    ...organisationQueryOptions(organisationSlug ?? ''),
    enabled: !opportunityId && !!organisationSlug,
  })
  // Who may edit: an opportunity's reviewers (its overview answers them only), an organisation's admins.
  const reviewer = useQuery({ ...pipelineOverviewQueryOptions(opportunityId ?? ''), enabled: !!opportunityId })
  const admins = useQuery({ ...adminIdsQueryOptions(organisation.data?.id ?? ''), enabled: !!organisation.data })
  const member = useMember()
  const source = opportunityId ? opportunity : organisation
  const refused = opportunityId ? reviewer.isError : !!admins.data && !admins.data.includes(member.id)
  return (
    <>
      <BackButton onClick={onBack} className="mb-2">
        {t('Back')}
      </BackButton>
      {!opportunityId && !organisationSlug ? (
        <Card className="p-4">
          {t('Open the pipeline from one of your opportunities or your organisation’s page.')}
        </Card>
      ) : refused ? (
        <Card className="p-4">
          {opportunityId
            ? t('Only the people who review this opportunity’s applicants can change its pipeline.')
            : t('Only the admins of {name} can change its hiring pipeline.', { name: organisation.data?.name ?? '' })}
        </Card>
      ) : source.isPending ? (
        <Skeleton className="h-80" />
      ) : source.isError ? (
        <LoadError what={t('Hiring pipeline')} error={source.error} onRetry={() => void source.refetch()} />
      ) : opportunityId && opportunity.data ? (
        <>
          <PageHeader
            title={t('Hiring pipeline')}
            description={t('{title} at {organisation}', {
              title: opportunity.data.title,
              organisation: opportunity.data.organization,
            })}
          />
          <div className="space-y-6">
            <StagesEditor
              scope={{ opportunityId }}
              sample={{ opportunity_title: opportunity.data.title, organisation_name: opportunity.data.organization }}
            />
            <CriteriaEditor scope={{ opportunityId }} />
          </div>
        </>
      ) : organisation.data ? (
        <>
          <PageHeader
            title={t('Default hiring pipeline')}
            description={t('Every opportunity {name} posts uses these stages and criteria unless it has its own.', {
              name: organisation.data.name,
            })}
          />
          <div className="space-y-6">
            <StagesEditor
              scope={{ organisationId: organisation.data.id }}
              sample={{ opportunity_title: t('Data engineering intern'), organisation_name: organisation.data.name }}
            />
            <CriteriaEditor scope={{ organisationId: organisation.data.id }} />
          </div>
        </>
      ) : (
        <Card className="p-4">{t('This pipeline was not found.')}</Card>
      )}
    </>
  )
}
