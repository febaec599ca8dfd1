import { MoreHorizontal } from 'lucide-react'
import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { RoundMenuTrigger } from '@/components/shared/round-menu-trigger'
import { t } from '@/lib/i18n'

export interface PostMenuActions {
  postId: string
  userId: string
  isOwn: boolean
  onEdit: () => void
  onDelete: () => void
  onReport: () => void
  onCopyLink: () => void
}

export const PostMenuButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function PostMenuButton(props, ref) {
    return (
      <RoundMenuTrigger
        ref={ref}
        label={t('Post options')}
        className="-mt-1 -mr-2 shrink-0 text-muted hover:bg-background hover:text-foreground"
        {...props}
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </RoundMenuTrigger>
    )
  },
)
