import { toast as sonner } from 'sonner'
import { create } from 'zustand'

export type ToastType = 'default' | 'success' | 'info' | 'warning' | 'error' | 'loading'

interface ToastEntry {
  id: string | number
  type: ToastType
  message: string
}

/** The general notification store keeps only the latest toast (SPEC §4 and §9). */
export const useToastStore = create<{ current: ToastEntry | null }>(() => ({ current: null }))

export function notify(message: string, type: ToastType = 'default', description?: string) {
  const show = type === 'default' ? sonner : sonner[type]
  const id = show(message, { description })
  useToastStore.setState({ current: { id, type, message } })
  return id
}
