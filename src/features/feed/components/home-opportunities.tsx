import { useQuery } from '@tanstack/react-query'
import { Briefcase } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { recommendedOpportunitiesQueryOptions } from '@/data/opportunities/recommended-query'
import { t } from '@/lib/i18n'
import { deadlineLabel } from '@/lib/opportunity-format'
import { isStudent } from '@/lib/profile-types'
import { recommendationReason } from '../home.utils'
import { HomeBlock } from './home-block'

/** Open opportunities matched to the member, each with why ("Matches Python and SQL"). */
export function HomeOpportunities({ userId, profileType }: { userId: string; profileType: string | null }) {
  const query = useQuery(recommendedOpportunitiesQueryOptions(userId))
  return (
    <HomeBlock
      title={t('Recommended opportunities')}
      query={query}
      empty={t('Add skills and interests to your profile to get opportunities matched to you.')}
      more={
        <Link to={paths.opportunities} className="text-sm font-medium text-primary hover:underline">
          {t('See all opportunities')}
        </Link>
      }
    >
      {(list) => (
        <ul className="divide-y divide-border">
          {list.map((o) => {
            const closes = deadlineLabel(o.deadline)
            const why = recommendationReason(o, isStudent(profileType))
            const from = o.deadline ? `${o.organization} · ${closes.text}` : o.organization
            return (
              <li key={o.id} className="py-2">
                <Link to={paths.opportunity(o.id)} className="group flex gap-3">
                  <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                    <Briefcase className="size-4" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 text-sm font-medium group-hover:underline" title={o.title}>
                      {o.title}
                    </span>
                    <span className="block truncate text-xs text-muted" title={from}>
                      {from}
                    </span>
                    <span className="block truncate text-xs text-primary" title={why}>
                      {why}
                    </span>
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </HomeBlock>
  )
}
