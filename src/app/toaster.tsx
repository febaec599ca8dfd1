import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { toastHostMounted } from '@/lib/toast'

/** Toast settings of SPEC §9: at most 3 visible, 4 s, 14 px apart; sonner's own width (356 px) and swipe threshold (45 px). */
export default function Toaster() {
  useEffect(() => toastHostMounted(), [])
  // Bottom corner, above the phone's bottom bar: a toast never covers a page's heading.
  return (
    <Sonner
      position="bottom-right"
      mobileOffset={{ bottom: 'calc(4rem + env(safe-area-inset-bottom) + 0.75rem)' }}
      closeButton
      richColors
      visibleToasts={3}
      duration={4000}
      gap={14}
    />
  )
}
