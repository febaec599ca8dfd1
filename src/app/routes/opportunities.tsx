import { useQuery } from '@tanstack/react-query'
import { Briefcase, Lock, Plus } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { trackView } from '@/data/analytics/track-view'
import { useSaveOpportunity, useToggleSave } from '@/data/opportunities/opportunity-mutations'
import {
  myApplicationQueryOptions,
  opportunityQueryOptions,
  savedIdsQueryOptions,
} from '@/data/opportunities/opportunity-queries'
import { useAuth } from '@/data/auth/auth-context'
import { OpenedOpportunity } from '@/features/opportunities/components/opened-opportunity'
import { OpportunityDetailView } from '@/features/opportunities/components/opportunity-detail'
import { OpportunityFiltersPanel } from '@/features/opportunities/components/opportunity-filters'
import { OpportunityForm } from '@/features/opportunities/components/opportunity-form'
import { OpportunityResults } from '@/features/opportunities/components/opportunity-results'
import { applyFilters, filtersFromParams } from '@/features/opportunities/filters.utils'
import { isStudent } from '@/lib/profile-types'
import { notify } from '@/lib/toast'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /opportunities: search and filter; `?id=` opens one; `?create=opportunity` and `?edit=` open the form. */
export default function OpportunitiesPage() {
  usePageTitle(t('Opportunities'))
  const { user } = useAuth()
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const userId = user?.id ?? ''
  const { data: savedIds = new Set<string>() } = useQuery({ ...savedIdsQueryOptions(userId), enabled: !!user })
  const toggleSave = useToggleSave(userId)
  const save = useSaveOpportunity(userId)
  const canPost = !isStudent(user?.profile_type)
  const filters = filtersFromParams(params)
  const openId = params.get('id')
  const editId = params.get('edit')
  const creating = params.get('create') === 'opportunity'

  if (!user) return null

  if (creating || editId) {
    if (!canPost) {
      return (
        <Card>
          <EmptyState
            icon={Lock}
            title={t('Opportunities are posted by organisations')}
            actions={
              <Link to={paths.opportunities} className={buttonVariants({ variant: 'secondary' })}>
                {t('Browse opportunities')}
              </Link>
            }
          >
            {t(
              'Student accounts apply to opportunities. Companies, employers, universities, professors and other organisations post them.',
            )}
          </EmptyState>
        </Card>
      )
    }
    return (
      <>
        <PageHeader
          title={editId ? t('Edit opportunity') : t('Post an Opportunity')}
          description={t('Reach students and graduates across the network.')}
        />
        {editId ? (
          <EditForm
            id={editId}
            organization={user.name}
            onSave={save.mutateAsync}
            onDone={(id) => navigate(`${paths.myOpportunities}?id=${id}`)}
          />
        ) : (
          <OpportunityForm
            opportunity={null}
            organization={user.name}
            onCancel={() => navigate(-1)}
            onSubmit={async (values) => {
              const created = await save.mutateAsync({ id: null, values })
              void notify(created.status === 'open' ? t('Opportunity published') : t('Draft saved'), 'success')
              navigate(`${paths.myOpportunities}?id=${created.id}`)
            }}
          />
        )}
      </>
    )
  }

  return (
    <>
      <PageHeader
        title={t('Opportunities')}
        description={t('Internships, jobs, hackathons, scholarships and more.')}
        actions={
          canPost && (
            <Link to={paths.createOpportunity} className={buttonVariants()}>
              <Plus className="size-4" aria-hidden="true" /> {t('Post an Opportunity')}
            </Link>
          )
        }
      />
      {openId ? (
        <OpenedDetail
          id={openId}
          userId={userId}
          savedIds={savedIds}
          onToggleSave={toggleSave}
          onClose={() => setParams((p) => (p.delete('id'), p))}
        />
      ) : (
        <div className="space-y-4">
          <OpportunityFiltersPanel value={filters} onChange={(f) => setParams((p) => applyFilters(p, f))} />
          <OpportunityResults
            filters={filters}
            audience="member"
            savedIds={savedIds}
            hrefFor={(o) =>
              `${paths.opportunities}?${new URLSearchParams({ ...Object.fromEntries(params), id: o.id })}`
            }
            onToggleSave={(o) => toggleSave(o.id)}
          />
        </div>
      )}
    </>
  )
}

function OpenedDetail({
  id,
  userId,
  savedIds,
  onToggleSave,
  onClose,
}: {
  id: string
  userId: string
  savedIds: Set<string>
  onToggleSave: (id: string) => void
  onClose: () => void
}) {
  const query = useQuery(opportunityQueryOptions(id))
  const { data } = query
  const { data: application } = useQuery(myApplicationQueryOptions(userId, id))
  const isOwner = data?.posted_by === userId
  useEffect(() => {
    if (data && !isOwner) trackView('opportunity', id)
  }, [data, isOwner, id])
  return (
    <OpenedOpportunity
      query={query}
      onClose={onClose}
      missing={
        <EmptyState icon={Briefcase} title={t('Opportunity not found')}>
          {t('It was removed, or it is a draft you cannot see.')}
        </EmptyState>
      }
    >
      {(o) => (
        <OpportunityDetailView
          opportunity={o}
          shareUrl={`${window.location.origin}${paths.opportunities}?id=${o.id}`}
          isSaved={savedIds.has(o.id)}
          onToggleSave={() => onToggleSave(o.id)}
          applyHref={isOwner ? null : paths.apply(o.id)}
          application={application ?? null}
          applicationsHref={paths.myApplications}
          onClose={onClose}
          ownerActions={
            isOwner && (
              <>
                <Link to={`${paths.opportunities}?edit=${o.id}`} className={buttonVariants({ variant: 'secondary' })}>
                  {t('Edit')}
                </Link>
                <Link to={`${paths.myOpportunities}?id=${o.id}`} className={buttonVariants({ variant: 'secondary' })}>
                  {t('Applicants ({count})', { count: o.application_count })}
                </Link>
              </>
            )
          }
        />
      )}
    </OpenedOpportunity>
  )
}

function EditForm({
  id,
  organization,
  onSave,
  onDone,
}: {
  id: string
  organization: string
  onSave: ReturnType<typeof useSaveOpportunity>['mutateAsync']
  onDone: (id: string) => void
}) {
  const { data, isPending } = useQuery(opportunityQueryOptions(id))
  const navigate = useNavigate()
  if (isPending) return <Skeleton className="h-96" />
  if (!data) return <Card className="p-4">{t('This opportunity was not found.')}</Card>
  return (
    <OpportunityForm
      opportunity={data}
      organization={organization}
      onCancel={() => navigate(-1)}
      onSubmit={async (values) => {
        await onSave({ id, values })
        void notify(t('Opportunity saved'), 'success')
        onDone(id)
      }}
    />
  )
}
