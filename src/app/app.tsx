import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { GlobalErrorBoundary } from '@/components/shared/global-error'
import { env } from '@/config/env'
import { AuthProvider } from '@/features/auth/auth-provider'
import { useLocale } from '@/hooks/use-locale'
import { browserLanguages, pickLocale, setLocale } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'
import { RouteAnnouncer } from './route-announcer'
import { PwaBanners } from './pwa-banners'
import { AppRoutes } from './router'
export { preloadPage } from './lazy-page'
import { ToastHost } from './toast-host'

const VercelInsights = lazy(() => import('./vercel-insights'))

// A guest gets the browser's language; a member's profile overrides it once read (auth-provider).
void setLocale(pickLocale(null, browserLanguages())).catch(() => undefined)

export function App() {
  const [queryClient] = useState(createQueryClient)
  // Switching language re-mounts the pages (their data stays in the query cache), so every text follows.
  const locale = useLocale()
  return (
    <GlobalErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <PwaBanners />
        <AuthProvider>
          <BrowserRouter key={locale}>
            <AppRoutes />
            <RouteAnnouncer />
          </BrowserRouter>
        </AuthProvider>
        <ToastHost />
        {/* Vercel serves these scripts; the local stack has no such endpoint. */}
        {env.mode === 'hosted' && (
          <Suspense fallback={null}>
            <VercelInsights />
          </Suspense>
        )}
      </QueryClientProvider>
    </GlobalErrorBoundary>
  )
}
