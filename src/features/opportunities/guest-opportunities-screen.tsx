import { useQuery } from '@tanstack/react-query'
import { Briefcase } from 'lucide-react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { PublicHeader } from '@/components/shared/public-header'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { opportunityQueryOptions } from '@/data/opportunities/opportunity-queries'
import { withNext } from '@/lib/next-path'
import { t } from '@/lib/i18n'
import { OpenedOpportunity } from './components/opened-opportunity'
import { OpportunityDetailView } from './components/opportunity-detail'
import { OpportunityFiltersPanel } from './components/opportunity-filters'
import { OpportunityResults } from './components/opportunity-results'
import { applyFilters, filtersFromParams } from './filters.utils'

const NO_SAVES = new Set<string>()

/** Opportunities open to guests, without signing in; saving or applying asks them to join. */
export function GuestOpportunitiesScreen() {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const filters = filtersFromParams(params)
  const openId = params.get('id')
  const promptFor = (id: string) => withNext(paths.signupPrompt, paths.opportunity(id))

  return (
    <div className="min-h-dvh">
      <div className="border-b border-border bg-surface">
        <PublicHeader className="max-w-4xl" />
      </div>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight">{t('Opportunities')}</h1>
        <p className="mt-1 text-muted">
          {t('Browse what organisations on the network are offering. Join to save and apply.')}
        </p>
        <div className="mt-6 space-y-4">
          {openId ? (
            <GuestDetail
              id={openId}
              applyHref={promptFor(openId)}
              onSave={() => navigate(promptFor(openId))}
              onClose={() => setParams((p) => (p.delete('id'), p))}
            />
          ) : (
            <>
              <OpportunityFiltersPanel value={filters} onChange={(f) => setParams((p) => applyFilters(p, f))} />
              <OpportunityResults
                filters={filters}
                audience="guest"
                savedIds={NO_SAVES}
                hrefFor={(o) =>
                  `${paths.guestOpportunities}?${new URLSearchParams({ ...Object.fromEntries(params), id: o.id })}`
                }
                onToggleSave={(o) => navigate(promptFor(o.id))}
                emptyAction={
                  <Link to={paths.signUp} className={buttonVariants()}>
                    {t('Join to see every opportunity')}
                  </Link>
                }
              />
            </>
          )}
        </div>
      </main>
    </div>
  )
}

/** One opportunity as a guest sees it; saving and applying ask them to join. */
function GuestDetail({
  id,
  applyHref,
  onSave,
  onClose,
}: {
  id: string
  applyHref: string
  onSave: () => void
  onClose: () => void
}) {
  const query = useQuery(opportunityQueryOptions(id, 'guest'))
  return (
    <OpenedOpportunity
      query={query}
      onClose={onClose}
      missing={
        <EmptyState
          icon={Briefcase}
          title={t('Not available to guests')}
          actions={
            <Link to={applyHref} className={buttonVariants()}>
              {t('Join to see it')}
            </Link>
          }
        >
          {t('This opportunity is closed, or shown only to members.')}
        </EmptyState>
      }
    >
      {(data) => (
        <OpportunityDetailView
          opportunity={data}
          shareUrl={`${window.location.origin}${paths.guestOpportunity(data.id)}`}
          isSaved={false}
          onToggleSave={onSave}
          applyHref={applyHref}
          application={null}
          applicationsHref={paths.myApplications}
          onClose={onClose}
        />
      )}
    </OpenedOpportunity>
  )
}
