import type { UserIdentity } from '@supabase/supabase-js'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { AppError, toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import type { Database } from '@/types/database'
import { settingsKeys } from './keys'
import { t } from '@/lib/i18n'

export type AuthSession = Database['public']['Functions']['my_sessions']['Returns'][number]
export type BlockedMember = Database['public']['Functions']['blocked_members']['Returns'][number]

/** The member's signed-in devices, the current one first. */
export const sessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.sessions(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('my_sessions').abortSignal(signal)
      if (error) throw toAppError(error)
      return [...data].sort((a, b) => Number(b.is_current) - Number(a.is_current))
    },
  })

export function useRevokeSession(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (target: string | 'others') => {
      const supabase = await getSupabase()
      const { error } =
        target === 'others'
          ? await supabase.rpc('revoke_other_sessions')
          : await supabase.rpc('revoke_session', { target })
      if (error) throw toAppError(error)
    },
    onSuccess: (_, target) => {
      const everywhere = target === 'others'
      return notify(everywhere ? t('Signed out everywhere else') : t('That device is signed out'), 'success')
    },
    meta: { errorToast: t('Could not sign that out') },
    onSettled: () => qc.invalidateQueries({ queryKey: settingsKeys.sessions(userId) }),
  })
}

export const blockedMembersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.blocked(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('blocked_members').abortSignal(signal)
      if (error) throw toAppError(error)
      return data
    },
  })

/** Unblocks at once; the toast's Undo blocks again. */
export function useSetBlocked(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ memberId, blocked }: { memberId: string; blocked: boolean }) => {
      const supabase = await getSupabase()
      const { error } = blocked
        ? await supabase.from('user_blocks').insert({ blocker_id: userId, blocked_id: memberId })
        : await supabase.from('user_blocks').delete().eq('blocker_id', userId).eq('blocked_id', memberId)
      if (error && error.code !== '23505') throw toAppError(error)
    },
    onMutate: ({ memberId, blocked }) => {
      if (!blocked)
        qc.setQueryData<BlockedMember[]>(settingsKeys.blocked(userId), (list) => list?.filter((m) => m.id !== memberId))
    },
    meta: { errorToast: t('Your change was not saved') },
    // Blocking changes what every list shows (feeds, messages, suggestions).
    onSettled: () => qc.invalidateQueries(),
  })
}

export function useRequestAccountDeletion(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('request_account_deletion', input)
      if (error) throw toAppError(error)
      if (!data) throw new AppError(t('That is not your current password.'), 'invalid_password')
      return data
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.deletion(userId) }),
    // The settings screen shows the error inline.
    meta: { errorToast: false },
  })
}

/**
 * Asks for a new sign-in e-mail address. With `double_confirm_changes` (config.toml, hosted's default) a link goes to
 * the current and to the new address, and the address changes once both are opened.
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: async ({ email, redirectTo }: { email: string; redirectTo: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: redirectTo })
      if (error) throw toAppError(error)
    },
    // The settings screen shows the error inline.
    meta: { errorToast: false },
  })
}

/** The sign-in methods linked to the account (email, Google). */
export const identitiesQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.identities(),
    queryFn: async () => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.auth.getUserIdentities()
      if (error) throw toAppError(error)
      return data.identities
    },
  })

export type LinkedIdentity = UserIdentity

/** Links a Google account: the browser leaves for Google (or the local stand-in) and returns to `redirectTo`. */
export function useLinkGoogle() {
  return useMutation({
    mutationFn: async (redirectTo: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.linkIdentity({ provider: 'google', options: { redirectTo } })
      if (error) throw toAppError(error)
    },
    // The settings screen shows the error inline.
    meta: { errorToast: false },
  })
}

/** Removes a sign-in method; GoTrue refuses the last one ("User must have at least 1 identity after unlinking"). */
export function useUnlinkIdentity() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (identity: LinkedIdentity) => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.unlinkIdentity(identity)
      // GoTrue's own sentence, as it said it (not a database message).
      if (error) throw new AppError(error.message, (error as { code?: string }).code)
      // The session's user (app_metadata.providers) changes too.
      await supabase.auth.refreshSession()
    },
    onSuccess: () => notify(t('Sign-in method removed'), 'success'),
    onSettled: () => qc.invalidateQueries({ queryKey: settingsKeys.identities() }),
    // The settings screen shows the error inline.
    meta: { errorToast: false },
  })
}
