import { MoreHorizontal } from 'lucide-react'
import { forwardRef, type ButtonHTMLAttributes } from 'react'
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
      <button
        ref={ref}
        type="button"
        aria-label={t('Post options')}
        aria-haspopup="menu"
        className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-background hover:text-foreground"
        {...props}
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </button>
    )
  },
)
