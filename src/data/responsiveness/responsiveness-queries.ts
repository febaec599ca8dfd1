import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import type { ResponsivenessFigures } from '@/lib/responsiveness'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { responsivenessKeys } from './keys'

const COLUMNS = 'applications, answered_within, median_response_hours'

/**
 * How responsive an organisation is, from the hourly summary (`refresh_responsiveness`): one row per poster (an
 * organisation's admins share its figures), present only once enough applications count. Null when there are none.
 */
async function fetchFigures(column: 'poster_id' | 'organisation_id', id: string, signal: AbortSignal) {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('responsiveness')
    .select(COLUMNS)
    .eq(column, id)
    .limit(1)
    .abortSignal(signal)
  if (error) throw toAppError(error)
  return (data[0] as ResponsivenessFigures | undefined) ?? null
}

export const posterResponsivenessQueryOptions = (posterId: string) =>
  queryOptions({
    queryKey: responsivenessKeys.ofPoster(posterId),
    // The figures change once an hour at most.
    staleTime: STALE.minutes50,
    queryFn: ({ signal }) => fetchFigures('poster_id', posterId, signal),
  })

export const organisationResponsivenessQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: responsivenessKeys.ofOrganisation(organisationId),
    staleTime: STALE.minutes50,
    queryFn: ({ signal }) => fetchFigures('organisation_id', organisationId, signal),
  })
