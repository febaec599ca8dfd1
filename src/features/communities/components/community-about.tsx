import { useQuery } from '@tanstack/react-query'
import { PersonRow } from '@/components/shared/person-row'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { moderatorsQueryOptions } from '@/data/communities/community-queries'
import { categoryLabel, JOIN_POLICIES, type Community } from '@/data/communities/community-types'

import { intlLocale, t } from '@/lib/i18n'
import { roleLabel } from '../communities.utils'

/** Description, rules, moderators and when the community began. */
export function CommunityAbout({ community }: { community: Community }) {
  const moderators = useQuery(moderatorsQueryOptions(community.id))
  const policy = JOIN_POLICIES.find((p) => p.value === community.join_policy)
  return (
    <div className="space-y-4">
      <Card className="space-y-3 p-4">
        <h2 className="font-semibold">{t('About')}</h2>
        <p className="whitespace-pre-line">{community.description || t('No description yet.')}</p>
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">{t('Category')}</dt>
            <dd>{categoryLabel(community.category)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('Joining')}</dt>
            <dd>{policy && t(policy.label)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('Created')}</dt>
            <dd>{new Date(community.created_at).toLocaleDateString(intlLocale(), { dateStyle: 'medium' })}</dd>
          </div>
        </dl>
      </Card>
      <Card className="space-y-2 p-4">
        <h2 className="font-semibold">{t('Rules')}</h2>
        {community.rules ? (
          <ol className="list-decimal space-y-1 pl-5">
            {community.rules
              .split('\n')
              .map((r) => r.trim())
              .filter(Boolean)
              .map((rule, i) => (
                <li key={i}>{rule.replace(/^\d+[.)]\s*/, '')}</li>
              ))}
          </ol>
        ) : (
          <p className="text-muted">{t('Be kind and stay on topic.')}</p>
        )}
      </Card>
      <Card className="p-4">
        <h2 className="font-semibold">{t('Moderators')}</h2>
        {moderators.isPending ? (
          <Skeleton className="mt-2 h-16" />
        ) : (
          <ul className="divide-y divide-border">
            {(moderators.data ?? []).map((m) => (
              <li key={m.member.id}>
                <PersonRow person={m.member} detail={roleLabel(m.role)} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
