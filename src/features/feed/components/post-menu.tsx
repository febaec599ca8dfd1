import { lazy, Suspense, useState } from 'react'
import { PostMenuButton, type PostMenuActions } from './post-menu-button'

const loadPopup = () => import('./post-menu-popup')
const PostMenuPopup = lazy(loadPopup)

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
