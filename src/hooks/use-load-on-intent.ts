import { useState } from 'react'

/**
 * For a pop-up whose code loads lazily: the trigger starts the load when the pointer or focus comes near,
 * and `wanted` turns true on the first click, so the caller mounts the pop-up (opened) in its place.
 */
export function useLoadOnIntent(load: () => Promise<unknown>) {
  const [wanted, setWanted] = useState(false)
  const triggerProps = {
    'aria-expanded': false,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => setWanted(true),
  }
  return { wanted, triggerProps }
}
