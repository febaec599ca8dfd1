import { Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { PersonAvatar } from '@/components/shared/person-row'
import { VerifiedBy } from '@/components/shared/verified-by'
import { RelativeTime } from '@/components/shared/relative-time'
import { paths } from '@/config/paths'
import type { PostAuthor } from '@/data/posts/post-types'
import { profileTypeLabel } from '@/lib/profile-types'
import { t } from '@/lib/i18n'

export function PostHeader({
  author,
  createdAt,
  editedAt,
  visibility,
  menu,
  compact,
}: {
  author: PostAuthor
  createdAt: string
  editedAt: string | null
  visibility: string
  menu?: ReactNode
  compact?: boolean
}) {
  return (
    <div className="flex items-start gap-3">
      <Link to={paths.profile(author.id)} tabIndex={-1} aria-hidden="true">
        <PersonAvatar person={author} className={compact ? 'size-8' : 'size-11'} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2">
          <Link to={paths.profile(author.id)} className="truncate font-semibold hover:underline" title={author.name}>
            {author.name}
          </Link>
          <VerifiedBy person={author} />
        </div>
        {!compact && (
          <p className="truncate text-sm text-muted" title={author.headline || undefined}>
            {author.headline || t(profileTypeLabel(author.profile_type))}
          </p>
        )}
        <p className="flex items-center gap-1 text-xs text-muted">
          <RelativeTime iso={createdAt} />
          {editedAt && <span>· {t('Edited')}</span>}
          {visibility === 'associates' && (
            <span className="inline-flex items-center gap-1">
              · <Users className="size-3.5" aria-hidden="true" /> {t('Associates only')}
            </span>
          )}
        </p>
      </div>
      {menu}
    </div>
  )
}
