import { UsersRound } from 'lucide-react'
import { mediaUrl } from '@/lib/media-url'
import { cn } from '@/lib/cn'

/** A community's icon, or its initial on a tinted square. */
export function CommunityIcon({
  community,
  className,
}: {
  community: { name: string; icon_url: string | null }
  className?: string
}) {
  if (community.icon_url) {
    return (
      <img
        src={mediaUrl('community-media', community.icon_url, 160)}
        alt=""
        className={cn('size-12 shrink-0 rounded-xl border border-border bg-surface object-cover', className)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft font-bold text-primary',
        className,
      )}
    >
      {community.name.trim()[0]?.toUpperCase() ?? <UsersRound className="size-5" />}
    </span>
  )
}
