import { QueryClient } from '@tanstack/react-query'
import { STALE } from './stale'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // `always`: offline, a query still asks (the worker may answer with the last copy) and otherwise shows
      // LoadError's offline sentence, rather than waiting paused with its skeleton (docs/decisions.md, "Installable app").
      queries: { staleTime: STALE.seconds30, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    },
  })
}
