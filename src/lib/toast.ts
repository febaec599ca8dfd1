import { create } from 'zustand'

export type ToastType = 'default' | 'success' | 'info' | 'warning' | 'error' | 'loading'

interface ToastEntry {
  type: ToastType
  message: string
  description?: string
}

/**
 * The general notification store keeps only the latest toast (SPEC §4 and §9). `hostReady` turns
 * true once the toaster (loaded on the first toast) is on screen.
 */
export const useToastStore = create<{ current: ToastEntry | null; hostNeeded: boolean }>(() => ({
  current: null,
  hostNeeded: false,
}))

let markHostReady: () => void = () => {}
const hostReady = new Promise<void>((resolve) => (markHostReady = resolve))
export const toastHostMounted = () => markHostReady()

export async function notify(
  message: string,
  type: ToastType = 'default',
  description?: string,
  /** A button in the toast, e.g. "Undo". */
  action?: { label: string; onClick: () => void },
) {
  useToastStore.setState({ current: { type, message, description }, hostNeeded: true })
  const [{ toast }] = await Promise.all([import('sonner'), hostReady])
  const show = type === 'default' ? toast : toast[type]
  return show(message, { description, action })
}
