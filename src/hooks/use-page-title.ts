import { useEffect, useSyncExternalStore } from 'react'

export const APP_NAME = 'Campus Network'

/**
 * The tab's title is made of three parts set from different places: the screen's title (each route,
 * `usePageTitle`), the unread count shown first (the app, `usePageTitleCount`), and the product name.
 */
let screenTitle: string | null = null
/** The path the screen title was set on, so a title is announced once the new screen has set it. */
let screenPath: string | null = null
let unread = 0
let version = 0
const listeners = new Set<() => void>()

/** "(3) Opportunities · Campus Network": the count only when there is one, the title only when set. */
export function documentTitle(title: string | null | undefined, count = 0): string {
  const base = title ? `${title} · ${APP_NAME}` : APP_NAME
  return count > 0 ? `(${count > 99 ? '99+' : count}) ${base}` : base
}

function publish() {
  document.title = documentTitle(screenTitle, unread)
  version++
  for (const listener of listeners) listener()
}

/** The tab's title for a screen: "Opportunities · Campus Network"; null leaves the product name alone. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    screenTitle = title || null
    screenPath = window.location.pathname
    publish()
  }, [title])
}

/** The count every title starts with while it is above 0 (unread notifications); set once, by the app. */
export function usePageTitleCount(count: number) {
  useEffect(() => {
    unread = count
    publish()
    return () => {
      unread = 0
      publish()
    }
  }, [count])
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The current screen's title (without count or product name) and the path it was set on. */
export function useScreenTitle(): { title: string | null; path: string | null } {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  )
  return { title: screenTitle, path: screenPath }
}
