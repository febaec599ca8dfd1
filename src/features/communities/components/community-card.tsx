import { Lock } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { categoryLabel, type Community } from '@/data/communities/community-types'
import { memberCountLabel } from '../communities.utils'
import { CommunityIcon } from './community-avatar'
import { t } from '@/lib/i18n'

/** A community in a list: icon, name, category, members, a line of its description. */
export function CommunityCard({ community }: { community: Community }) {
  return (
    <Link
      to={paths.communityDetail(community.slug)}
      className="flex gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-4 shadow-sm hover:bg-background"
    >
      <CommunityIcon community={community} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 font-semibold">
          <span className="truncate" title={community.name}>
            {community.name}
          </span>
          {community.visibility === 'private' && (
            <Lock className="size-4 shrink-0 text-muted" aria-label={t('Private')} />
          )}
        </p>
        <p className="text-sm text-muted">
          {categoryLabel(community.category)} · {memberCountLabel(community.member_count)}
        </p>
        {community.description && (
          <p className="mt-1 line-clamp-2 text-sm" title={community.description}>
            {community.description}
          </p>
        )}
      </div>
    </Link>
  )
}
