/**
 * What the installable app tells the page (docs/decisions.md, "Installable app"): whether the device is online and
 * whether a new version waits. Tiny on purpose: it ships with the first page; the worker's registration
 * (`pwa-register.ts`) loads after first paint and reports here.
 */
type Listener = () => void
const listeners = new Set<Listener>()
let updateReady: (() => void) | null = null

function emit() {
  for (const listener of listeners) listener()
}

export function subscribePwaStatus(listener: Listener) {
  listeners.add(listener)
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export const isOnline = () => navigator.onLine

/** The function that activates the waiting version and reloads, or null when none waits. */
export const pendingUpdate = () => updateReady

export function setPendingUpdate(apply: (() => void) | null) {
  updateReady = apply
  emit()
}

/** Registers the service worker once the page has painted (production builds only; dev keeps Vite's HMR). */
export function registerServiceWorkerLater() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const start = () => setTimeout(() => void import('./pwa-register').then((m) => m.registerServiceWorker()), 0)
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
