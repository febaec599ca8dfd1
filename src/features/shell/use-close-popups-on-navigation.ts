import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useShellStore } from './shell-store'

/** Any route or query change closes both pop-ups (SPEC §2). */
export function useClosePopupsOnNavigation() {
  const { pathname, search } = useLocation()
  const closeAll = useShellStore((s) => s.closeAll)
  useEffect(() => closeAll(), [pathname, search, closeAll])
}
