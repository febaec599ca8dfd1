import { useQuery } from '@tanstack/react-query'
import { Eye } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LoadError } from '@/components/shared/load-error'
import { PersonAvatar } from '@/components/shared/person-row'
import { Card } from '@/components/ui/card'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { homeSummaryQueryOptions } from '@/data/profiles/home-summary'
import { t } from '@/lib/i18n'
import { mediaUrl } from '@/lib/media-url'
import { profileTypeLabel } from '@/lib/profile-types'

/** The member's own card: cover, photo, name, headline, completeness with a way to raise it, views this week. */
export function HomeProfileCard({ userId }: { userId: string }) {
  const query = useQuery(homeSummaryQueryOptions(userId))
  if (query.isPending) return <Skeleton className="h-72" />
  if (query.isError)
    return <LoadError what={t('Your profile')} error={query.error} onRetry={() => void query.refetch()} />
  const s = query.data
  const change = s.views_this_week - s.views_last_week
  return (
    <Card className="overflow-hidden" aria-label={t('Your profile')} role="region">
      <div className="h-16 bg-gradient-to-r from-primary to-sky-500">
        {s.cover_photo_url && (
          <img src={mediaUrl('covers', s.cover_photo_url, 600)} alt="" className="size-full object-cover" />
        )}
      </div>
      <div className="px-4 pb-4">
        <Link to={paths.profile(userId)} className="-mt-8 block w-fit rounded-full" aria-label={t('Your profile')}>
          <PersonAvatar
            person={{ id: userId, name: s.name, profile_photo_url: s.profile_photo_url }}
            className="size-16 border-4 border-surface text-xl"
          />
        </Link>
        <Link to={paths.profile(userId)} className="mt-2 block font-semibold hover:underline">
          <span className="line-clamp-2" title={s.name}>
            {s.name}
          </span>
        </Link>
        <p className="line-clamp-2 text-sm text-muted" title={s.headline ?? undefined}>
          {s.headline || t(profileTypeLabel(s.profile_type))}
        </p>
        <div className="mt-4 border-t border-border pt-3">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium">{t('Profile strength')}</span>
            <span className="font-semibold tabular-nums text-primary">{s.completeness}%</span>
          </div>
          <div className="mt-1.5">
            <ProgressBar value={s.completeness / 100} label={t('Profile completion')} />
          </div>
          {s.completeness < 100 && (
            <Link to={paths.myProfile} className="mt-2 inline-block text-sm font-medium text-primary hover:underline">
              {t('Improve your profile')}
            </Link>
          )}
        </div>
        <Link
          to={paths.dashboard}
          className="mt-3 flex items-center gap-2 border-t border-border pt-3 text-sm hover:text-primary"
        >
          <Eye className="size-4 shrink-0 text-muted" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            {t('{count, plural, one {# profile view} other {# profile views}} this week', {
              count: s.views_this_week,
            })}
          </span>
          {change !== 0 && (
            <span className={change > 0 ? 'text-success' : 'text-muted'}>
              {change > 0 ? `+${change}` : String(change)}
              <span className="sr-only"> {t('compared with the week before')}</span>
            </span>
          )}
        </Link>
      </div>
    </Card>
  )
}
