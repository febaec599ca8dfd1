import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { settingsKeys } from './keys'

export interface MinorPrivacyStatus {
  /** Under 18 today (UTC day): the safe defaults hold and the locked settings cannot be turned on. */
  isMinor: boolean
  /** The day the member turns 18, when they were under 18 on the network. */
  adultOn: string | null
  /** Turned 18 and offered the choice: the one-time notice is still to be shown. */
  choiceNotice: boolean
}

/** The signed-in member's standing under the rules for members under 18 (`minor_privacy_status`). */
export const minorPrivacyQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.minorPrivacy(userId),
    staleTime: STALE.minutes5,
    queryFn: async ({ signal }): Promise<MinorPrivacyStatus> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('minor_privacy_status').abortSignal(signal).single()
      if (error) throw toAppError(error)
      return { isMinor: data.is_minor, adultOn: data.adult_on, choiceNotice: data.choice_notice }
    },
  })

/** Puts away the "your privacy settings are yours to choose" notice for good. */
export function useDismissPrivacyChoiceNotice(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('dismiss_privacy_choice_notice')
      if (error) throw toAppError(error)
    },
    onSuccess: () =>
      qc.setQueryData<MinorPrivacyStatus>(settingsKeys.minorPrivacy(userId), (s) => s && { ...s, choiceNotice: false }),
    meta: { errorToast: t('Could not put the notice away') },
  })
}
