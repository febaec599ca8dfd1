import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { bookmarkQueryOptions } from '@/data/posts/post-bookmarks'
import { PostMenuButton, type PostMenuActions } from './post-menu-button'

const loadPopup = () => import('./post-menu-popup')
const PostMenuPopup = lazy(loadPopup)

/** The "…" menu of a post; the menu code loads on first use. */
export function PostMenu(actions: PostMenuActions) {
  const [wanted, setWanted] = useState(false)
  const qc = useQueryClient()
  // The menu's code and whether the post is saved load as the member reaches for it.
  const prepare = () => {
    void loadPopup()
    void qc.prefetchQuery(bookmarkQueryOptions(actions.userId, actions.postId))
  }
  const placeholder = (
    <PostMenuButton aria-expanded={false} onPointerEnter={prepare} onFocus={prepare} onClick={() => setWanted(true)} />
  )
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <PostMenuPopup {...actions} />
    </Suspense>
  )
}
