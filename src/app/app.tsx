import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { GlobalErrorBoundary } from '@/components/shared/global-error'
import { env } from '@/config/env'
import { AuthProvider } from '@/features/auth/auth-provider'
import { createQueryClient } from '@/lib/query-client'
import { RouteAnnouncer } from './route-announcer'
import { PwaBanners } from './pwa-banners'
import { AppRoutes } from './router'
import { ToastHost } from './toast-host'

const VercelInsights = lazy(() => import('./vercel-insights'))

export function App() {
  const [queryClient] = useState(createQueryClient)
  return (
    <GlobalErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <PwaBanners />
        <AuthProvider>
          <BrowserRouter>
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
