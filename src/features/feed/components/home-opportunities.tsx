import { useQuery } from '@tanstack/react-query'
import { Briefcase } from 'lucide-react'
import { paths } from '@/config/paths'
import { recommendedOpportunitiesQueryOptions } from '@/data/opportunities/recommended-query'
import { t } from '@/lib/i18n'
import { deadlineLabel } from '@/lib/opportunity-format'
import { isStudent } from '@/lib/profile-types'
import { recommendationReason } from '../home.utils'
import { HomeBlock } from './home-block'
import { HomeLinkRow } from './home-link-row'

/** Open opportunities matched to the member, each with why ("Matches Python and SQL"). */
export function HomeOpportunities({ userId, profileType }: { userId: string; profileType: string | null }) {
  const query = useQuery(recommendedOpportunitiesQueryOptions(userId))
  return (
    <HomeBlock
      title={t('Recommended opportunities')}
      query={query}
      empty={t('Add skills and interests to your profile to get opportunities matched to you.')}
      more={{ to: paths.opportunities, label: t('See all opportunities') }}
    >
      {(list) => (
        <ul className="divide-y divide-border">
          {list.map((o) => {
            const closes = deadlineLabel(o.deadline)
            const why = recommendationReason(o, isStudent(profileType))
            const from = o.deadline ? `${o.organization} · ${closes.text}` : o.organization
            return (
              <HomeLinkRow
                key={o.id}
                to={paths.opportunity(o.id)}
                title={o.title}
                details={[{ text: from }, { text: why, accent: true }]}
                badge={
                  <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                    <Briefcase className="size-4" aria-hidden="true" />
                  </span>
                }
              />
            )
          })}
        </ul>
      )}
    </HomeBlock>
  )
}
