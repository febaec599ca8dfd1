import { QueryClient } from '@tanstack/react-query'
import { STALE } from './stale'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE.seconds30, retry: 1, refetchOnWindowFocus: false },
    },
  })
}
