import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/** Paths the server answers itself (the stack, api/, the local mailbox): never the app's index.html. */
const SERVER_PATHS = /^\/(rest|auth|storage|realtime|api|functions|graphql|_local)(\/|$)/

export default defineConfig({
  plugins: [
    react(),
    lingui(),
    tailwindcss(),
    // The installable app (docs/decisions.md, "Installable app"). Registration is ours (src/lib/pwa-register.ts,
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
  build: { target: 'es2022', sourcemap: false },
})
