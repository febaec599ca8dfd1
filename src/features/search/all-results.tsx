import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { LoadError } from '@/components/shared/load-error'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { searchAllQueryOptions } from '@/data/search/search-queries'
import type { SearchKind } from '@/data/search/search-types'
import { t } from '@/lib/i18n'
import { NoResults } from './no-results'
import {
  CommunityResultRow,
  EventResultRow,
  onResultKeys,
  OpportunityResultRow,
  OrganisationResultRow,
  PersonResultRow,
  PostResultRow,
} from './result-rows'

function Section({ title, more, children }: { title: string; more?: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <div className="mb-1 flex items-center justify-between">
        <h2 className="text-lg font-semibold">{title}</h2>
        {more && (
          <Link to={more} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            {t('See all')} <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      <Card className="p-1">
        <ul onKeyDown={onResultKeys}>{children}</ul>
      </Card>
    </section>
  )
}

/** The All tab: the best three of each kind, each with a link to its tab. */
export function AllResults({ q }: { q: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(searchAllQueryOptions(q))
  if (isPending) return <Skeleton className="h-64" />
  if (isError) return <LoadError what={t('Search results')} error={error} onRetry={() => void refetch()} />
  const total =
    data.people.length +
    data.posts.length +
    data.opportunities.length +
    data.communities.length +
    data.events.length +
    data.organisations.length
  if (total === 0) return <NoResults q={q} />
  const more = (kind: SearchKind) => `${paths.searchQuery(q)}&tab=${kind}`
  return (
    <div className="space-y-6">
      {data.people.length > 0 && (
        <Section title={t('People')} more={more('people')}>
          {data.people.map((p) => (
            <PersonResultRow key={p.id} person={p} query={q} />
          ))}
        </Section>
      )}
      {data.communities.length > 0 && (
        <Section title={t('Communities')} more={more('communities')}>
          {data.communities.map((c) => (
            <CommunityResultRow key={c.id} community={c} query={q} />
          ))}
        </Section>
      )}
      {data.organisations.length > 0 && (
        <Section title={t('Organisations')} more={more('organisations')}>
          {data.organisations.map((o) => (
            <OrganisationResultRow key={o.id} organisation={o} query={q} />
          ))}
        </Section>
      )}
      {data.posts.length > 0 && (
        <Section title={t('Posts')} more={more('posts')}>
          {data.posts.map((p) => (
            <PostResultRow key={p.id} post={p} query={q} />
          ))}
        </Section>
      )}
      {data.opportunities.length > 0 && (
        <Section title={t('Opportunities')} more={more('opportunities')}>
          {data.opportunities.map((o) => (
            <OpportunityResultRow key={o.id} opportunity={o} query={q} />
          ))}
        </Section>
      )}
      {data.events.length > 0 && (
        <Section title={t('Events')} more={more('events')}>
          {data.events.map((e) => (
            <EventResultRow key={e.id} event={e} query={q} />
          ))}
        </Section>
      )}
    </div>
  )
}
