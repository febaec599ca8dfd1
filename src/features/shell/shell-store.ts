import { create } from 'zustand'

/** Which shell pop-up is open; UI state that outlives a single component. */
export const useShellStore = create<{
  createOpen: boolean
  socialOpen: boolean
  setCreateOpen(open: boolean): void
  toggleSocial(): void
  closeAll(): void
}>((set) => ({
  createOpen: false,
  socialOpen: false,
  setCreateOpen: (open) => set({ createOpen: open, socialOpen: false }),
  toggleSocial: () => set((s) => ({ socialOpen: !s.socialOpen, createOpen: false })),
  closeAll: () => set({ createOpen: false, socialOpen: false }),
}))
