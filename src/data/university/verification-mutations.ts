import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AppError, RateLimitError, toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import type { MutationToastOptions } from '@/lib/query-client'
import { notify } from '@/lib/toast'
import { uploadFileAt } from '../storage/upload-file'
import { universityKeys } from './keys'
import type { VerificationRequest } from './university-types'
import { t } from '@/lib/i18n'

export interface VerificationInput {
  university: string
  college_email: string
  member_number: string
  programme: string
  graduation_year: number | null
  proof: File | null
}

/** Asks a university for verification, uploading the proof first when there is one. */
export function useRequestVerification(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ proof, ...input }: VerificationInput) => {
      const supabase = await getSupabase()
      let proofPath: string | null = null
      if (proof) {
        proofPath = `verifications/${userId}/${crypto.randomUUID().slice(0, 8)}-proof.pdf`
        await uploadFileAt('documents', proofPath, proof)
      }
      const { data, error } = await supabase
        .rpc('request_verification', {
          ...input,
          graduation_year: input.graduation_year ?? undefined,
          proof_path: proofPath ?? undefined,
        })
        .single<VerificationRequest>()
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: universityKeys.myRequests(userId) })
    },
    // The request form shows the error inline.
    meta: { errorToast: false },
  })
}

/** Mails the code and link to the request's college address (POST /api/verifications/email-code). */
export function useSendCollegeCode() {
  return useMutation({
    mutationFn: async (requestId: string) => {
      const supabase = await getSupabase()
      const token = (await supabase.auth.getSession()).data.session?.access_token
      const res = await fetch('/api/verifications/email-code', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ request_id: requestId }),
      })
      const body = (await res.json().catch(() => ({}))) as { sent_to?: string; error?: { message?: string } }
      if (res.status === 429) throw new RateLimitError(body.error?.message ?? 'Wait a minute before asking again')
      if (!res.ok) throw new AppError(body.error?.message ?? 'The code could not be sent', String(res.status))
      return body.sent_to ?? ''
    },
    onSuccess: (to) => void notify(t('Code sent to {to}', { to }), 'success'),
    meta: { errorToast: t('No code was sent') },
  })
}

/** The link from the mail confirms with a toast on failure; a form showing the error inline passes `false`. */
export function useConfirmCollegeEmail(
  userId: string,
  { errorToast = t('The address was not confirmed') }: MutationToastOptions = {},
) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ requestId, code }: { requestId: string; code: string }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('confirm_college_email', { request: requestId, code })
      if (error) throw toAppError(error)
      const result = data as { confirmed: boolean; reason?: string; attempts_left?: number }
      if (!result.confirmed) {
        throw new AppError(
          result.reason === 'wrong'
            ? `That code is not right (${result.attempts_left ?? 0} tries left)`
            : 'That code has expired: send a new one',
        )
      }
      return result
    },
    onSuccess: async () => {
      void notify(t('College address confirmed'), 'success')
      await qc.invalidateQueries({ queryKey: universityKeys.myRequests(userId) })
    },
    meta: { errorToast },
  })
}

export function useWithdrawRequest(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('verification_requests').delete().eq('id', id)
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      void notify(t('Request withdrawn'), 'success')
      await qc.invalidateQueries({ queryKey: universityKeys.myRequests(userId) })
    },
    meta: { errorToast: t('The request was not withdrawn') },
  })
}

/** Approve, reject (with a reason) or revoke one request; the badge follows at once. */
export function useDecideVerification() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (v: { id: string; decision: 'approve' | 'reject' | 'revoke'; reason?: string }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('decide_verification', { request: v.id, decision: v.decision, reason: v.reason })
        .single<VerificationRequest>()
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: async (_, v) => {
      void notify(
        { approve: t('Verified'), reject: t('Request rejected'), revoke: t('Verification revoked') }[v.decision],
        'success',
      )
      await qc.invalidateQueries({ queryKey: universityKeys.all })
    },
    meta: { errorToast: t('Nothing changed') },
  })
}

export function useBulkApprove() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('bulk_approve_verifications', { requests: ids })
      if (error) throw toAppError(error)
      return data as number
    },
    onSuccess: async (n) => {
      void notify(t('{count, plural, one {# member} other {# members}} verified', { count: n }), 'success')
      await qc.invalidateQueries({ queryKey: universityKeys.all })
    },
    meta: { errorToast: t('Nothing was approved') },
  })
}

export function useDomainMutations(universityId: string) {
  const qc = useQueryClient()
  const settle = () => qc.invalidateQueries({ queryKey: universityKeys.domains(universityId) })
  const add = useMutation({
    mutationFn: async (domain: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('university_domains').insert({ university_id: universityId, domain })
      if (error) throw toAppError(error)
    },
    onSuccess: settle,
    // The domains card shows the error inline.
    meta: { errorToast: false },
  })
  const remove = useMutation({
    mutationFn: async (domain: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase
        .from('university_domains')
        .delete()
        .eq('university_id', universityId)
        .eq('domain', domain)
      if (error) throw toAppError(error)
    },
    onSuccess: settle,
    meta: { errorToast: t('The domain was not removed') },
  })
  return { add, remove }
}
