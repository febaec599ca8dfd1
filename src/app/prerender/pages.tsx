import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AUTH_STORAGE } from '@/config/auth-constants'
import { paths } from '@/config/paths'
import GuestOpportunitiesPage from '../routes/guest-opportunities'
import WelcomePage from '../routes/welcome'

interface PrerenderedPage {
  render: () => ReactNode
  /** A signed-in member is sent elsewhere (SPEC §2 entry routes): the page must not flash before that. */
  guestsOnly: boolean
  /**
   * The modules whose chunks its first render loads (main.tsx), preloaded from its HTML. index.html answers every
   * route, so the welcome page lists only what every route needs.
   */
  chunks: string[]
}

const APP = 'src/app/app.tsx'

/**
 * The pages a guest lands on, rendered at build time into their HTML (scripts/prerender.ts), so a phone paints the
 * page before any JavaScript has run; the app then renders over it (main.tsx). Pages with forms stay out: what a
 * visitor typed before the app took over would be lost.
 */
export const PRERENDERED: Record<string, PrerenderedPage> = {
  [paths.welcome]: { render: () => <WelcomePage />, guestsOnly: true, chunks: [APP] },
  [paths.guestOpportunities]: {
    render: () => <GuestOpportunitiesPage />,
    guestsOnly: false,
    chunks: [APP, 'src/app/routes/guest-opportunities.tsx', 'src/app/early-guest-start.ts'],
  },
}

/** The page's first render, as HTML. */
export function renderPage(path: string): string {
  const page = PRERENDERED[path]
  if (!page) throw new Error(`No prerendered page for ${path}`)
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={path}>{page.render()}</StaticRouter>
    </QueryClientProvider>,
  )
}

const HIDDEN = 'prerender-hidden'

/**
 * The prerendered page inside #root, preceded by a script that hides it before anything paints wherever it is not what
 * the app will show: another path (index.html answers every route), a query (filters, an opened item), or, on a
 * guests-only page, a stored session. The app's first render replaces it either way.
 */
export function prerenderedRoot(path: string): string {
  const { guestsOnly } = PRERENDERED[path]
  const session = guestsOnly
    ? [AUTH_STORAGE.sessionKey, AUTH_STORAGE.mirrorKey]
        .map((key) => JSON.stringify(key))
        .flatMap((key) => [`localStorage.getItem(${key})`, `sessionStorage.getItem(${key})`])
    : []
  const hidden = [`location.pathname !== ${JSON.stringify(path)}`, 'location.search', ...session].join(' || ')
  return [
    `<style>.${HIDDEN} [data-prerendered] { display: none !important }</style>`,
    `<script>try { if (${hidden}) throw 0 } catch (e) { document.documentElement.classList.add('${HIDDEN}') }</script>`,
    `<div id="root"><div data-prerendered style="display: contents">${renderPage(path)}</div></div>`,
  ].join('')
}
