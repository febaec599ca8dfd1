import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { toastHostMounted } from '@/lib/toast'

/** Toast settings of SPEC §9: at most 3 visible, 4 s, 14 px apart; sonner's own width (356 px) and swipe threshold (45 px). */
export default function Toaster() {
  useEffect(() => toastHostMounted(), [])
  return <Sonner position="top-center" closeButton richColors visibleToasts={3} duration={4000} gap={14} />
}
