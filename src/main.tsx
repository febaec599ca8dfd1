import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { StartupFailure } from '@/components/shared/startup-failure'
import { registerServiceWorkerLater } from '@/lib/pwa-status'
import './index.css'

// Unhandled rejections and global errors are only logged (SPEC §8).
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection', event.reason))
window.addEventListener('error', (event) => console.error('Global error', event.error ?? event.message))
// A page chunk that fails to preload raises Vite's cancelable event; left uncancelled, the error is rethrown
// and the route's error screen shows it.
window.addEventListener('vite:preloadError', (event) => console.error('Failed to preload a page', event))

// The guest page's chunk and first results download alongside the app's chunk instead of after it: on a
// throttled phone that chain decides when the page paints.
const { pathname, search } = window.location
if (pathname === '/guest-opportunities') {
  // Its own small chunk, so the first search costs the other pages nothing.
  void import('./app/early-guest-start').then(({ startGuestPage }) => startGuestPage(search)).catch(() => {})
  void import('./app/routes/guest-opportunities').catch(() => {})
}

const root = createRoot(document.getElementById('root')!)

// As a transition, the first render yields to the browser every few milliseconds instead of holding a phone's main
// thread for hundreds of them (Lighthouse's total blocking time); what it paints and when is unchanged.
import('./app/app')
  .then(({ App }) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  )
  .catch((error: unknown) => root.render(<StartupFailure error={error} />))

// The installable app's service worker, after first paint (production builds only).
registerServiceWorkerLater()
