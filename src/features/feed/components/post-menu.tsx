import { MoreHorizontal } from 'lucide-react'
import { forwardRef, lazy, Suspense, useState, type ButtonHTMLAttributes } from 'react'
import { t } from '@/lib/i18n'

const loadPopup = () => import('./post-menu-popup')
const PostMenuPopup = lazy(loadPopup)

export interface PostMenuActions {
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

/** The "…" menu of a post; the menu code loads on first use. */
export function PostMenu(actions: PostMenuActions) {
  const [wanted, setWanted] = useState(false)
  const placeholder = (
    <PostMenuButton
      aria-expanded={false}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={() => setWanted(true)}
    />
  )
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <PostMenuPopup {...actions} />
    </Suspense>
  )
}
