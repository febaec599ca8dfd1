import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { StartupFailure } from '@/components/shared/startup-failure'
import { paths } from '@/config/paths'
import { intlWarmedUp, warmUpIntlOffMainThread } from '@/lib/intl-warmup'
import { registerServiceWorkerLater } from '@/lib/pwa-status'
import './index.css'

// In a task of its own: starting a worker costs the main thread a few milliseconds, which the app's start-up
// (one long task already) should not carry.
setTimeout(warmUpIntlOffMainThread)

// Unhandled rejections and global errors are only logged (SPEC §8).
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection', event.reason))
window.addEventListener('error', (event) => console.error('Global error', event.error ?? event.message))
// A page chunk that fails to preload raises Vite's cancelable event; left uncancelled, the error is rethrown
// and the route's error screen shows it.
window.addEventListener('vite:preloadError', (event) => console.error('Failed to preload a page', event))

// The pages a visitor lands on: their chunk (and the guest page's first results) download alongside the app's chunk
// instead of after it, since on a throttled phone that chain decides when the page paints.
const LANDING_PAGES: Record<string, () => Promise<unknown>> = {
  [paths.welcome]: () => import('./app/routes/welcome'),
  [paths.guestOpportunities]: () => import('./app/routes/guest-opportunities'),
}
/** How long the first render waits, once the app is ready, for the guest page's first results. */
const FIRST_RESULTS_GRACE_MS = 200

const { pathname, search } = window.location
const rootElement = document.getElementById('root')!
// The guest page's first search, in its own small chunk so it costs the other pages nothing.
const firstResults =
  pathname === paths.guestOpportunities
    ? import('./app/early-guest-start').then(({ startGuestPage }) => startGuestPage(search)).catch(() => {})
    : Promise.resolve()
const pageReady = (LANDING_PAGES[pathname]?.() ?? Promise.resolve()).catch(() => {})

const root = createRoot(rootElement)

// A prerendered page (scripts/prerender.ts) stays on screen until the app can render that page itself, rather than
// giving way to a loading spinner while the page's chunk downloads. As a transition, the first render yields to the
// browser every few milliseconds instead of holding a phone's main thread for hundreds of them (total blocking time).
Promise.all([import('./app/app'), pageReady])
  .then(async ([{ App, preloadPage }]) => {
    await preloadPage(pathname)
    // Results moments away render in the page's first commit rather than as a loading state that a commit of their
    // own replaces (one pass of style and layout fewer on a phone). Their amounts wait for the locale data.
    await Promise.race([
      Promise.all([firstResults, intlWarmedUp()]),
      new Promise((resolve) => setTimeout(resolve, FIRST_RESULTS_GRACE_MS)),
    ])
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    )
  })
  .catch((error: unknown) => root.render(<StartupFailure error={error} />))

// The installable app's service worker, after first paint (production builds only).
registerServiceWorkerLater()
