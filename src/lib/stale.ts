/** Named freshness for TanStack Query, so every staleTime says what it means. */
export const STALE = {
  seconds30: 30_000,
  minutes1: 60_000,
  minutes5: 5 * 60_000,
  minutes50: 50 * 60_000,
} as const
