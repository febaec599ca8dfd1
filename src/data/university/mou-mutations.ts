import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import type { TablesUpdate } from '@/types/database'
import { uploadFileAt } from '../storage/upload-file'
import { universityKeys } from './keys'
import { t } from '@/lib/i18n'

export type MouTerms = Pick<
  TablesUpdate<'mous'>,
  'title' | 'purpose' | 'scope' | 'areas' | 'starts_on' | 'ends_on' | 'renewal_terms' | 'contacts'
>

/** Creates (id null) or edits an MOU's terms. */
export function useSaveMou(universityId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, terms }: { id: string | null; terms: MouTerms }) => {
      const supabase = await getSupabase()
      const { data, error } = id
        ? await supabase.from('mous').update(terms).eq('id', id).select('id').single()
        : await supabase
            .from('mous')
            .insert({ ...terms, title: terms.title ?? '', university_id: universityId })
            .select('id')
            .single()
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: async (_, { id }) => {
      void notify(id ? t('MOU updated') : t('Draft created'), 'success')
      await qc.invalidateQueries({ queryKey: universityKeys.all })
    },
    // The MOU form shows the error inline.
    meta: { errorToast: false },
  })
}

type MouRpc = 'propose_mou' | 'start_mou_review' | 'request_mou_changes' | 'sign_mou' | 'close_mou'

function useMouRpc(mouId: string, fn: MouRpc, done: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (args: Record<string, unknown>) => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc(fn, { mou: mouId, ...args } as never)
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      void notify(done, 'success')
      await qc.invalidateQueries({ queryKey: universityKeys.all })
    },
    meta: { errorToast: t('Nothing changed') },
  })
}

/** Every action on one MOU; each settles the MOU and the lists. */
export function useMouActions(mouId: string) {
  const qc = useQueryClient()
  const settle = () => qc.invalidateQueries({ queryKey: universityKeys.all })
  const propose = useMouRpc(mouId, 'propose_mou', 'Proposed to the partners')
  const startReview = useMouRpc(mouId, 'start_mou_review', 'Review started')
  const requestChanges = useMouRpc(mouId, 'request_mou_changes', 'Changes requested')
  const sign = useMouRpc(mouId, 'sign_mou', 'Signed')
  const close = useMouRpc(mouId, 'close_mou', 'Done')
  const uploadVersion = useMutation({
    mutationFn: async ({ file, note }: { file: File; note: string }) => {
      const supabase = await getSupabase()
      const safe = file.name.replace(/[^\w.-]+/g, '-').slice(-80) || 'mou.pdf'
      const path = `mous/${mouId}/${crypto.randomUUID().slice(0, 8)}-${safe}`
      await uploadFileAt('documents', path, file)
      const { error } = await supabase.rpc('add_mou_version', {
        mou: mouId,
        file_path: path,
        file_name: file.name,
        note,
      })
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      void notify(t('New version uploaded'), 'success')
      await settle()
    },
    meta: { errorToast: t('The version was not uploaded') },
  })
  const comment = useMutation({
    mutationFn: async (body: string) => {
      const supabase = await getSupabase()
      const uid = (await supabase.auth.getSession()).data.session?.user.id
      const { error } = await supabase.from('mou_comments').insert({ mou_id: mouId, body, author_id: uid })
      if (error) throw toAppError(error)
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: universityKeys.mou(mouId) }),
    meta: { errorToast: t('Your comment was not posted') },
  })
  const parties = useMutation({
    mutationFn: async ({ add, remove }: { add?: string; remove?: string }) => {
      const supabase = await getSupabase()
      const { error } = add
        ? await supabase.from('mou_parties').insert({ mou_id: mouId, party_id: add })
        : await supabase.from('mou_parties').delete().eq('mou_id', mouId).eq('party_id', remove!)
      if (error) throw toAppError(error)
    },
    onSuccess: settle,
    meta: { errorToast: t('The partners did not change') },
  })
  const remove = useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('mous').delete().eq('id', mouId)
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      void notify(t('Draft deleted'), 'success')
      await settle()
    },
    // No toast, as before: the draft simply stays.
    meta: { errorToast: false },
  })
  return { propose, startReview, requestChanges, sign, close, uploadVersion, comment, parties, remove }
}
