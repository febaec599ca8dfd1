import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { PWA_CACHES } from './src/config/pwa-caches'

/** lucide-react's exported names (aliases included) to the module file that defines each icon. */
const LUCIDE_FILES = new Map(
  [
    ...readFileSync('node_modules/lucide-react/dist/esm/lucide-react.mjs', 'utf8').matchAll(
      /export \{([^}]*)\} from '\.\/icons\/([^']+)'/g,
    ),
  ].flatMap(([, names, file]) => names.split(',').map((name) => [name.trim().replace(/^default as /, ''), file])),
)

/** The lucide icons a set of source files imports, as lucide-react's module file names. */
function lucideIconsOf(files: string[]) {
  return new Set(
    files
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)])
      .flatMap((match) => match[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]))
      .flatMap((name) => LUCIDE_FILES.get(name) ?? []),
  )
}
const filesIn = (dir: string) => readdirSync(dir).map((file) => `${dir}/${file}`)
/** Project-relative paths as the absolute module ids a chunk group's `test` receives. */
const moduleIds = (files: string[]) => new Set(files.map((file) => fileURLToPath(new URL(file, import.meta.url))))
const isIconIn = (icons: Set<string>) => (id: string) =>
  id.includes('/lucide-react/dist/esm/icons/') && icons.has(id.split('/').pop()!)
// lucide-react's own runtime (every icon's component factory), which every page needs.
const LUCIDE_RUNTIME = /\/lucide-react\/dist\/esm\/(?!icons\/)/

/**
 * The lucide icons the signed-in shell draws (side nav, bottom bar, menus): every screen shares them, and as one chunk
 * they cost one request and one gzip header instead of a sub-kilobyte file each (ARCHITECTURE §7 budgets).
 */
const SHELL_ICONS = lucideIconsOf(filesIn('src/app/layouts'))

/**
 * The small building blocks nearly every screen draws (buttons, cards, avatars, empty and error states, list
 * footers) and their icons. Left to themselves they become some twenty sub-kilobyte chunks that a phone fetches
 * one round trip after another before a page can paint (Lighthouse, ARCHITECTURE §7); as one chunk they cost one
 * request. Larger or rarer pieces (dialogs, pickers) keep their own chunks.
 */
const RARE_SHARED =
  /\/(application-status-badge|dialog|people-picker|tag-input|notification-preferences|form-section|startup-failure|global-error|route-loading)\.tsx$/
const BUILDING_BLOCKS = [...filesIn('src/components/ui'), ...filesIn('src/components/shared')].filter(
  (file) => !RARE_SHARED.test(file),
)
const BUILDING_BLOCK_FILES = moduleIds(BUILDING_BLOCKS)
// With them, the icons of the pages a guest lands on (their routes and the screens those compose), so those pages need
// none of the signed-in shell's icons.
const PUBLIC_PAGES = [
  ...['welcome', 'sign-in', 'sign-up', 'guest-opportunities', 'signup-prompt', 'not-found'].map(
    (name) => `src/app/routes/${name}.tsx`,
  ),
  ...['welcome-screen', 'sign-in-screen', 'sign-up-screen'].map((name) => `src/features/auth/components/${name}.tsx`),
]
const BUILDING_BLOCK_ICONS = lucideIconsOf([...BUILDING_BLOCKS, ...PUBLIC_PAGES])
// TanStack Query's infinite list hooks, which almost every screen's list uses.
const LIST_HOOKS = /\/@tanstack\/(react-)?query[^/]*\/build\/modern\/(useInfiniteQuery|infiniteQueryOptions)\.js$/

/** What browsing opportunities draws (the guest page and /opportunities), as one chunk for the same reason. */
const OPPORTUNITY_BROWSING = [
  'src/data/opportunities/early-guest-search.ts',
  'src/data/opportunities/keys.ts',
  'src/data/opportunities/opportunity-queries.ts',
  'src/data/opportunities/opportunity-types.ts',
  'src/features/opportunities/filters.utils.ts',
  'src/lib/opportunity-format.ts',
  'src/components/shared/application-status-badge.tsx',
  ...['opened-opportunity', 'opportunity-card', 'opportunity-detail', 'opportunity-filters', 'opportunity-results'].map(
    (name) => `src/features/opportunities/components/${name}.tsx`,
  ),
]
const OPPORTUNITY_BROWSING_FILES = moduleIds(OPPORTUNITY_BROWSING)
const OPPORTUNITY_BROWSING_ICONS = lucideIconsOf(OPPORTUNITY_BROWSING)

/** Paths the server answers itself (the stack, api/, the local mailbox): never the app's index.html. */
const SERVER_PATHS = /^\/(rest|auth|storage|realtime|api|functions|graphql|_local)(\/|$)/

export default defineConfig({
  plugins: [
    react(),
    lingui(),
    tailwindcss(),
    // The installable app (docs/decisions.md, "Installable app"). Registration is ours (src/lib/pwa-status.ts,
    // loaded after first paint, production builds only), so `injectRegister: false`; dev never gets a worker.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/',
        name: 'Campus Network',
        short_name: 'Campus',
        description: 'The social and opportunities network for students, universities and organisations.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // Light colours; the page's <meta name="theme-color"> follows the member's theme once the app runs, and
        // `user_preferences` (read by Chromium) gives the splash screen and title bar their dark pair.
        theme_color: '#1d4ed8',
        background_color: '#f6f7f9',
        ...({
          user_preferences: { color_scheme_dark: { theme_color: '#0b1220', background_color: '#0b1220' } },
        } as object),
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and static assets (every chunk, so any screen reloads offline); seed photos and data stay online.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
        globIgnores: ['seed/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [SERVER_PATHS],
        cleanupOutdatedCaches: true,
        // The last data a member saw, for a reload without network (docs/decisions.md, "Installable app"): REST reads
        // go to the network first and fall back to the last 200 answer after 3 s; public images are shown from the
        // cache while they refresh. The page empties both caches whenever who is signed in changes
        // (src/lib/offline-data.ts). Auth, realtime, storage uploads, signed URLs and api/ are never cached.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/rest/v1/'),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: PWA_CACHES.data,
              networkTimeoutSeconds: 3,
              cacheableResponse: { statuses: [200] },
              // "For you" asks with a boost window computed from the clock (data/posts/feed-query.ts): the copy is
              // kept under the URL without it, so a reload finds the feed it last showed. (Serialized into sw.js.)
              plugins: [
                {
                  cacheKeyWillBeUsed: async ({ request }) => {
                    const url = new URL(request.url)
                    url.searchParams.delete('boost_since')
                    return url.href
                  },
                },
              ],
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true },
            },
          },
          {
            urlPattern: ({ url }) => /^\/storage\/v1\/(object|render\/image)\/public\//.test(url.pathname),
            method: 'GET',
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: PWA_CACHES.images,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            },
          },
        ],
        // Web Push: the `push` and `notificationclick` handlers (public/push-sw.js).
        importScripts: ['/push-sw.js'],
        // The first worker takes the open page at once (a reload then works offline); a NEW version waits until the
        // member presses "Reload" (the prompt posts SKIP_WAITING).
        skipWaiting: false,
        clientsClaim: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/prerender.ts (the landing pages' chunk preloads), then deleted.
    manifest: true,
    rolldownOptions: {
      output: {
        // The session's storage modules are shared by the shell, the Supabase client and a debug route; left to
        // themselves they become three sub-kilobyte chunks on every first load (ARCHITECTURE §7 budgets).
        codeSplitting: {
          groups: [
            {
              name: 'session',
              test: /src\/(config\/(auth-constants|pwa-caches)|lib\/(auth-storage|offline-data))\.ts$/,
            },
            {
              name: 'building-blocks',
              test: (id: string) =>
                BUILDING_BLOCK_FILES.has(id) ||
                LIST_HOOKS.test(id) ||
                LUCIDE_RUNTIME.test(id) ||
                isIconIn(BUILDING_BLOCK_ICONS)(id),
            },
            {
              name: 'shell-icons',
              test: isIconIn(SHELL_ICONS),
              includeDependenciesRecursively: false,
            },
            {
              name: 'opportunity-browsing',
              test: (id: string) => OPPORTUNITY_BROWSING_FILES.has(id) || isIconIn(OPPORTUNITY_BROWSING_ICONS)(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
