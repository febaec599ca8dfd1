import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { Toaster } from 'sonner'
import { GlobalErrorBoundary } from '@/components/shared/global-error'
import { AuthProvider } from '@/features/auth/auth-provider'
import { createQueryClient } from '@/lib/query-client'
import { router } from './router'

const VercelInsights = lazy(() => import('./vercel-insights'))

/** Toast settings of SPEC §9: at most 3 visible, 4 s, 356 px wide (sonner's width), 14 px apart. */
const TOASTER = { visibleToasts: 3, duration: 4000, gap: 14 } as const

export function App() {
  const [queryClient] = useState(createQueryClient)
  return (
    <GlobalErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
        <Toaster position="top-center" closeButton richColors {...TOASTER} />
        <Suspense fallback={null}>
          <VercelInsights />
        </Suspense>
      </QueryClientProvider>
    </GlobalErrorBoundary>
  )
}
