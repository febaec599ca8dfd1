import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { msg, t } from '@/lib/i18n'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { EMPTY_FILTERS } from './filter-params'
import { opportunityKeys } from './keys'
import type { OpportunityFilters, OpportunitySort, OpportunityType, WorkMode } from './opportunity-types'

export type OpportunityAlert = Pick<
  Tables<'opportunity_alerts'>,
  | 'id'
  | 'name'
  | 'query'
  | 'types'
  | 'work_modes'
  | 'location'
  | 'paid_only'
  | 'min_amount'
  | 'max_amount'
  | 'currency'
  | 'closing_within_days'
  | 'poster_types'
  | 'sort'
  | 'frequency'
  | 'paused'
  | 'match_count'
  | 'last_matched_at'
  | 'created_at'
>
export type AlertFrequency = 'daily' | 'weekly' | 'in_app'

export const ALERT_FREQUENCIES = [
  { value: 'daily', label: msg('Daily e-mail') },
  { value: 'weekly', label: msg('Weekly e-mail') },
  { value: 'in_app', label: msg('In-app only') },
] as const

const ALERT_SELECT =
  'id, name, query, types, work_modes, location, paid_only, min_amount, max_amount, currency, closing_within_days, poster_types, sort, frequency, paused, match_count, last_matched_at, created_at'

/** The search an alert keeps, as the filters of /opportunities. */
export const alertFilters = (a: OpportunityAlert): OpportunityFilters => ({
  ...EMPTY_FILTERS,
  query: a.query,
  types: a.types as OpportunityType[],
  workModes: a.work_modes as WorkMode[],
  location: a.location,
  paidOnly: a.paid_only,
  minAmount: a.min_amount,
  maxAmount: a.max_amount,
  currency: a.currency,
  closingWithinDays: a.closing_within_days,
  posterTypes: a.poster_types,
  sort: a.sort as OpportunitySort,
})

/** The same search, whatever the order of its chips or the spaces around its words. */
export const searchSignature = (f: OpportunityFilters) =>
  JSON.stringify([
    f.query.trim().toLowerCase(),
    [...f.types].sort(),
    [...f.workModes].sort(),
    f.location.trim().toLowerCase(),
    f.paidOnly,
    f.minAmount,
    f.maxAmount,
    f.minAmount != null || f.maxAmount != null ? f.currency : null,
    f.closingWithinDays,
    [...f.posterTypes].sort(),
  ])

export const alertsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: opportunityKeys.alerts(userId),
    staleTime: STALE.minutes1,
    queryFn: async () => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('opportunity_alerts')
        .select(ALERT_SELECT)
        .eq('owner_id', userId)
        .order('created_at', { ascending: false })
      if (error) throw toAppError(error)
      return data as OpportunityAlert[]
    },
  })

/** Saves a search as an alert; the list refreshes behind it. */
export function useSaveAlert(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ filters, name, frequency }: { filters: OpportunityFilters; name: string; frequency: AlertFrequency }) => {
      const supabase = await getSupabase()
      const amounts = filters.minAmount != null || filters.maxAmount != null
      const { data, error } = await supabase
        .from('opportunity_alerts')
        .insert({
          owner_id: userId,
          name,
          frequency,
          query: filters.query.trim(),
          types: filters.types,
          work_modes: filters.workModes,
          location: filters.location.trim(),
          paid_only: filters.paidOnly,
          min_amount: filters.minAmount,
          max_amount: filters.maxAmount,
          currency: amounts ? filters.currency : 'USD',
          closing_within_days: filters.closingWithinDays,
          poster_types: filters.posterTypes,
          sort: filters.sort,
        })
        .select(ALERT_SELECT)
        .single()
      if (error) throw toAppError(error)
      return data as OpportunityAlert
    },
    onSuccess: (saved) => {
      qc.setQueryData<OpportunityAlert[]>(opportunityKeys.alerts(userId), (list) => (list ? [saved, ...list] : list))
      void qc.invalidateQueries({ queryKey: opportunityKeys.alerts(userId) })
    },
    meta: { errorToast: t('The alert could not be saved') },
  })
}

/** Renames an alert, changes its frequency, pauses or resumes it. */
export function useUpdateAlert(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, ...patch }: { id: string; name?: string; frequency?: AlertFrequency; paused?: boolean }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('opportunity_alerts')
        .update(patch)
        .eq('id', id)
        .select(ALERT_SELECT)
        .single()
      if (error) throw toAppError(error)
      return data as OpportunityAlert
    },
    onSuccess: (saved) =>
      qc.setQueryData<OpportunityAlert[]>(opportunityKeys.alerts(userId), (list) =>
        list?.map((a) => (a.id === saved.id ? saved : a)),
      ),
    meta: { errorToast: t('The alert could not be changed') },
  })
}

export function useDeleteAlert(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('opportunity_alerts').delete().eq('id', id)
      if (error) throw toAppError(error)
      return id
    },
    onSuccess: (id) =>
      qc.setQueryData<OpportunityAlert[]>(opportunityKeys.alerts(userId), (list) => list?.filter((a) => a.id !== id)),
    meta: { errorToast: t('The alert could not be deleted') },
  })
}
