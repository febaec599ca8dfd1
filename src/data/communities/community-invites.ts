import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { communityKeys } from './keys'
import { msg, t } from '@/lib/i18n'

/** An invitation link as moderators see it. `expires_at` is 'infinity' for a link that never expires. */
export interface InviteLink {
  id: string
  token: string
  expires_at: string
  use_count: number
  created_at: string
}

/** What an invitation link leads to, for the member who opened it. */
export interface InviteStatus {
  community_id: string
  slug: string
  name: string
  status: 'valid' | 'expired' | 'revoked' | 'member' | 'banned'
  expires_at: string
}

/** Link lifetimes offered when creating one; 0 = never expires. */
export const INVITE_LIFETIMES = [
  { days: 1, label: msg('1 day') },
  { days: 7, label: msg('7 days') },
  { days: 30, label: msg('30 days') },
  { days: 0, label: msg('Never expires') },
] as const

/** Moderators: the community's links that still work, newest first. */
export const inviteLinksQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: communityKeys.inviteLinks(communityId),
    queryFn: async ({ signal }): Promise<InviteLink[]> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('community_invites')
        .select('id, token, expires_at, use_count, created_at')
        .eq('community_id', communityId)
        .not('token', 'is', null)
        .is('revoked_at', null)
        .gt('expires_at', new Date().toISOString())
        .order('created_at', { ascending: false })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data as InviteLink[]
    },
  })

/** The status of an invitation link for the caller; null for an unknown token. */
export const inviteStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: communityKeys.invite(token),
    queryFn: async ({ signal }): Promise<InviteStatus | null> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('community_invite_status', { invite_token: token }).abortSignal(signal)
      if (error) throw toAppError(error)
      return ((data ?? []) as InviteStatus[])[0] ?? null
    },
  })

export function useCreateInviteLink(communityId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (days: number): Promise<InviteLink> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('create_community_invite_link', {
        community: communityId,
        valid_days: days,
      })
      if (error) throw toAppError(error)
      return data as InviteLink
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: communityKeys.inviteLinks(communityId) }),
    meta: { errorToast: t('The link was not created') },
  })
}

export function useRevokeInviteLink(communityId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (inviteId: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('revoke_community_invite', { invite: inviteId })
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      void notify(t('Link revoked: it no longer works'), 'success')
      await qc.invalidateQueries({ queryKey: communityKeys.inviteLinks(communityId) })
    },
    meta: { errorToast: t('The link was not revoked') },
  })
}

/** Joins through an invitation link (even an invite-only or private community). */
export function useAcceptInvite() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (token: string) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('join_community_with_token', { invite_token: token })
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: async () => {
      void notify(t('Welcome! You joined the community'), 'success')
      await qc.invalidateQueries({ queryKey: communityKeys.all })
    },
    meta: { errorToast: t('Could not accept the invitation') },
  })
}
