import { lazy, Suspense, useState, type ComponentType } from 'react'
import { RouteLoading } from '@/components/shared/route-loading'

type Load = () => Promise<{ default: ComponentType }>

const preloads = new Map<string, () => Promise<unknown>>()

/**
 * A page loaded on first visit, behind the route spinner. Given its path, `preloadPage` can load it before the app's
 * first render, which then shows the page itself instead of a spinner (a prerendered page stays on screen meanwhile).
 */
export function lazyPage(load: Load, path?: string) {
  let loaded: ComponentType | null = null
  const loadOnce = () => load().then((module) => ((loaded = module.default), module))
  const Lazy = lazy(loadOnce)
  if (path) preloads.set(path, loadOnce)
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the page.
    const [Component] = useState(() => loaded ?? Lazy)
    return <Component />
  }
  return (
    <Suspense fallback={<RouteLoading />}>
      <Page />
    </Suspense>
  )
}

/** Loads the page of `path`, when it is one that may be preloaded; resolves either way. */
export const preloadPage = (path: string): Promise<unknown> =>
  (preloads.get(path)?.() ?? Promise.resolve()).catch(() => undefined)
