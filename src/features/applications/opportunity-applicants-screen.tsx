import { useQuery } from '@tanstack/react-query'
import { Settings2 } from 'lucide-react'
import { Link } from 'react-router-dom'
import { BackButton } from '@/components/shared/back-button'
import { PageHeader } from '@/components/shared/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { opportunityQueryOptions } from '@/data/opportunities/opportunity-queries'
import { deadlineLabel } from '@/lib/opportunity-format'
import { t } from '@/lib/i18n'
import { ApplicantPipeline } from './components/applicant-pipeline'

/** /my-opportunities?id=: one posting's applicants, moved through the pipeline by its owner. */
export function OpportunityApplicantsScreen({ id, onBack }: { id: string; onBack: () => void }) {
  const { data, isPending } = useQuery(opportunityQueryOptions(id))
  return (
    <>
      <BackButton onClick={onBack} className="mb-2">
        {t('All my opportunities')}
      </BackButton>
      {isPending ? (
        <Skeleton className="h-80" />
      ) : !data ? (
        <Card className="p-4">{t('This opportunity was not found.')}</Card>
      ) : (
        <>
          <PageHeader
            title={data.title}
            description={`${data.organization} · ${data.status === 'open' ? deadlineLabel(data.deadline).text : data.status === 'draft' ? t('Draft') : t('Closed')}`}
            actions={
              <>
                <Link to={paths.opportunityPipeline(data.id)} className={buttonVariants({ variant: 'secondary' })}>
                  <Settings2 className="size-4" aria-hidden="true" /> {t('Stages and scorecard')}
                </Link>
                <Link to={paths.opportunity(data.id)} className={buttonVariants({ variant: 'secondary' })}>
                  {t('View posting')}
                </Link>
              </>
            }
          />
          <ApplicantPipeline opportunityId={data.id} title={data.title} questions={data.questions} />
        </>
      )}
    </>
  )
}
