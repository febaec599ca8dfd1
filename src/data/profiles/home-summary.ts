import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { t } from '@/lib/i18n'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { profileKeys } from './keys'

/** One step of the first-week checklist; the last step depends on the profile type. */
export type ChecklistKey =
  'photo' | 'headline' | 'skills' | 'associate' | 'post' | 'application' | 'opportunity' | 'pitch_interest' | 'event'

/** `public.home_summary()`: the member's card, completeness, profile views and first-week checklist. */
export interface HomeSummary {
  name: string
  headline: string | null
  profile_photo_url: string | null
  cover_photo_url: string | null
  profile_type: string | null
  completeness: number
  associate_count: number
  views_this_week: number
  views_last_week: number
  new_member: boolean
  checklist_dismissed: boolean
  checklist: Array<{ key: ChecklistKey; done: boolean }>
}

export const homeSummaryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.homeSummary(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('home_summary').abortSignal(signal)
      if (error) throw toAppError(error)
      return data as unknown as HomeSummary
    },
  })

/** Whether the checklist card belongs on the page: a new member, steps left, not put away. */
export const showChecklist = (s: HomeSummary) =>
  s.new_member && !s.checklist_dismissed && s.checklist.some((item) => !item.done)

/** Put the first-week checklist away for good (on every device). */
export function useDismissChecklist(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('dismiss_home_checklist')
      if (error) throw toAppError(error)
    },
    onMutate: () =>
      qc.setQueryData<HomeSummary>(profileKeys.homeSummary(userId), (s) => s && { ...s, checklist_dismissed: true }),
    meta: { errorToast: t('Could not hide the checklist') },
    onSettled: () => qc.invalidateQueries({ queryKey: profileKeys.homeSummary(userId) }),
  })
}
