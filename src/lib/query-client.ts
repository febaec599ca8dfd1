import { MutationCache, QueryClient } from '@tanstack/react-query'
import { errorMessage } from './errors'
import { STALE } from './stale'
import { notify } from './toast'

/** What a mutation says about itself to the cache (`useMutation({ meta })`). */
export interface MutationMeta extends Record<string, unknown> {
  /**
   * The title of the error toast shown when the mutation fails, the mapped error as its description; a function
   * gets the mutation's variables. `false`: the caller shows the error itself (an inline form error).
   */
  errorToast?: string | false | ((variables: never) => string)
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta
  }
}

/** What a caller of a mutation hook may change: another error toast title, or none (`false`). */
export type MutationToastOptions = Pick<MutationMeta, 'errorToast'>

function showErrorToast(error: unknown, variables: unknown, meta: MutationMeta | undefined) {
  const title = meta?.errorToast
  if (!title) return
  const text = typeof title === 'function' ? (title as (v: unknown) => string)(variables) : title
  void notify(text, 'error', errorMessage(error))
}

export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, variables, _result, mutation) => showErrorToast(error, variables, mutation.meta),
    }),
    defaultOptions: {
      // `always`: offline, a query still asks (the worker may answer with the last copy) and otherwise shows
      // LoadError's offline sentence, rather than waiting paused with its skeleton (docs/decisions.md, "Installable app").
      queries: { staleTime: STALE.seconds30, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    },
  })
}
