import { useQuery } from '@tanstack/react-query'
import { Briefcase } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { ReportButton } from '@/components/shared/report-button'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { trackView } from '@/data/analytics/track-view'
import { useMember } from '@/data/auth/auth-context'
import { myApplicationQueryOptions, opportunityQueryOptions } from '@/data/opportunities/opportunity-queries'
import { isStudent } from '@/lib/profile-types'
import { t } from '@/lib/i18n'
import { OpenedOpportunity } from './components/opened-opportunity'
import { OpportunitiesHeader } from './components/opportunities-header'
import { OpportunityDetailView } from './components/opportunity-detail'
import { QuickApply } from './components/quick-apply'
import { useSavedOpportunities } from './hooks/use-saved-opportunities'

/** /opportunities?id=: one opportunity with apply, save and share; its owner gets edit and applicants instead. */
export function OpportunityDetailScreen({ id }: { id: string }) {
  const member = useMember()
  const [, setParams] = useSearchParams()
  const { savedIds, toggleSave } = useSavedOpportunities(member.id)
  const query = useQuery(opportunityQueryOptions(id))
  const { data } = query
  const { data: application } = useQuery(myApplicationQueryOptions(member.id, id))
  const isOwner = data?.posted_by === member.id
  useEffect(() => {
    if (data && !isOwner) trackView('opportunity', id)
  }, [data, isOwner, id])
  const close = () => setParams((p) => (p.delete('id'), p))

  return (
    <>
      <OpportunitiesHeader canPost={!isStudent(member.profile_type)} />
      <OpenedOpportunity
        query={query}
        onClose={close}
        missing={
          <EmptyState icon={Briefcase} title={t('Opportunity not found')}>
            {t('It was removed, or it is a draft you cannot see.')}
          </EmptyState>
        }
      >
        {(o) => (
          <OpportunityDetailView
            opportunity={o}
            shareUrl={`${window.location.origin}${paths.opportunity(o.id)}`}
            isSaved={savedIds.has(o.id)}
            onToggleSave={() => toggleSave(o.id)}
            applyHref={isOwner ? null : paths.apply(o.id)}
            application={application ?? null}
            applicationsHref={paths.myApplications}
            onClose={close}
            quickApply={
              !isOwner &&
              o.quick_apply &&
              o.questions.length === 0 && (
                <QuickApply userId={member.id} opportunityId={o.id} formHref={paths.apply(o.id)} />
              )
            }
            ownerActions={
              isOwner ? (
                <>
                  <Link to={paths.editOpportunity(o.id)} className={buttonVariants({ variant: 'secondary' })}>
                    {t('Edit')}
                  </Link>
                  <Link to={paths.manageOpportunity(o.id)} className={buttonVariants({ variant: 'secondary' })}>
                    {t('Applicants ({count})', { count: o.application_count })}
                  </Link>
                </>
              ) : (
                <ReportButton kind="opportunity" targetId={o.id} memberId={member.id} />
              )
            }
          />
        )}
      </OpenedOpportunity>
    </>
  )
}
