import { useQuery } from '@tanstack/react-query'
import { Flag } from 'lucide-react'
import { Link } from 'react-router-dom'
import { IconHeading } from '@/components/shared/icon-heading'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { communityReportsQueryOptions } from '@/data/communities/community-queries'
import { reasonLabel } from '@/data/moderation/report-reasons'
import { t } from '@/lib/i18n'

/** Moderators: open reports about the community's posts. */
export function CommunityReports({ communityId }: { communityId: string }) {
  const { data } = useQuery(communityReportsQueryOptions(communityId))
  if (!data?.length) return null
  return (
    <Card className="p-4">
      <IconHeading
        icon={Flag}
        title={t('Reports ({count})', { count: data.length })}
        iconClassName="size-4 text-danger"
      />
      <ul className="mt-2 divide-y divide-border text-sm">
        {data.map((r) => (
          <li key={r.id} className="py-2">
            <p className="font-medium">{t(reasonLabel(r.reason))}</p>
            {r.details && <p className="text-muted">{r.details}</p>}
            {r.post && (
              <Link to={paths.post(r.post.id)} className="line-clamp-2 text-primary hover:underline">
                {r.post.body || t('Open the post')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Card>
  )
}
