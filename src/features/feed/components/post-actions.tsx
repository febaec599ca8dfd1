import { Eye, Heart, MessageCircle, Repeat2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { compactCount } from '@/lib/relative-time'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'

function Action({
  icon,
  label,
  count,
  pressed,
  onClick,
  expanded,
}: {
  icon: ReactNode
  label: string
  count: number
  pressed?: boolean
  expanded?: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-label={`${label} (${count})`}
      className={cn(
        'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-2 text-sm font-medium text-muted hover:bg-background hover:text-foreground',
        pressed && 'text-rose-600 hover:text-rose-700',
      )}
    >
      {icon}
      <span className="tabular-nums">{compactCount(count)}</span>
    </button>
  )
}

export function PostActions({
  liked,
  likes,
  comments,
  reposts,
  views,
  commentsOpen,
  onLike,
  onComments,
  onRepost,
}: {
  liked: boolean
  likes: number
  comments: number
  reposts: number
  views: number
  commentsOpen: boolean
  onLike: () => void
  onComments: () => void
  onRepost?: () => void
}) {
  return (
    <div className="mt-3 flex items-center border-t border-border pt-1">
      <Action
        icon={<Heart className={cn('size-5', liked && 'fill-current')} aria-hidden="true" />}
        label={liked ? t('Unlike') : t('Like')}
        count={likes}
        pressed={liked}
        onClick={onLike}
      />
      <Action
        icon={<MessageCircle className="size-5" aria-hidden="true" />}
        label={t('Comments')}
        count={comments}
        expanded={commentsOpen}
        onClick={onComments}
      />
      {onRepost && (
        <Action
          icon={<Repeat2 className="size-5" aria-hidden="true" />}
          label={t('Repost')}
          count={reposts}
          onClick={onRepost}
        />
      )}
      <span className="inline-flex flex-1 items-center justify-center gap-2 text-sm text-muted" title={t('Views')}>
        <Eye className="size-5" aria-hidden="true" />
        <span className="tabular-nums">{compactCount(views)}</span>
        <span className="sr-only">{t('views')}</span>
      </span>
    </div>
  )
}
