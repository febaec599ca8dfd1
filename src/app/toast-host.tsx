import { lazy, Suspense } from 'react'
import { useToastStore } from '@/lib/toast'

const Toaster = lazy(() => import('./toaster'))

/** Mounts the toaster with the first toast, so pages that never toast never load it. */
export function ToastHost() {
  const needed = useToastStore((s) => s.hostNeeded)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
