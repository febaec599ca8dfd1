import type { QueryClient } from '@tanstack/react-query'
import { profileKeys } from '@/data/profiles/keys'
import { socialKeys } from '@/data/social/keys'
import { toAppError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { associateKeys } from './keys'

/** Accepts or declines a received associate request (accepting makes the two associates). */
export async function answerAssociateRequest({ requestId, accept }: { requestId: string; accept: boolean }) {
  const supabase = await getSupabase()
  const { error } = await supabase.rpc('respond_to_associate_request', { request_id: requestId, accept })
  if (error) throw toAppError(error)
}

export const notifyAnswered = (accept: boolean) =>
  void notify(accept ? t('You are now associates') : t('Request declined'), 'success')

/** What an answer changes: the associate lists and counts, and the relationship with and profile of `other`. */
export const refreshAfterAnswer = (qc: QueryClient, other: string) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: associateKeys.all }),
    qc.invalidateQueries({ queryKey: socialKeys.relationship(other) }),
    qc.invalidateQueries({ queryKey: profileKeys.public(other) }),
  ])
