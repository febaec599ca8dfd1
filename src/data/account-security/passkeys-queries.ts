import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { t } from '@/lib/i18n'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { accountSecurityKeys } from './keys'
import { toPasskeyError } from './passkey-errors'

/** What a member sees of a passkey on their account. */
export interface Passkey {
  id: string
  /** Empty when GoTrue stored none (the screen then says "Passkey"). */
  name: string
  createdAt: string
  lastUsedAt: string | null
}

const fail = (error: Parameters<typeof toPasskeyError>[0] | null) => {
  if (error) throw toPasskeyError(error)
}

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: accountSecurityKeys.passkeys(),
    queryFn: async (): Promise<Passkey[]> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.auth.passkey.list()
      fail(error)
      return (data ?? []).map((p) => ({
        id: p.id,
        name: p.friendly_name ?? '',
        createdAt: p.created_at,
        lastUsedAt: p.last_used_at ?? null,
      }))
    },
  })

/** Runs the browser's passkey ceremony and stores the new passkey on the member's account. */
export function useAddPasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.registerPasskey()
      fail(error)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.passkeys() }),
    onSuccess: () => void notify(t('Passkey added. Next time, sign in with it.'), 'success'),
    // The settings screen shows the error inline.
    meta: { errorToast: false },
  })
}

export function useRenamePasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.passkey.update({ passkeyId: id, friendlyName: name.trim() })
      fail(error)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.passkeys() }),
    // The settings screen shows the error inline.
    meta: { errorToast: false },
  })
}

export function useRemovePasskey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.passkey.delete({ passkeyId: id })
      fail(error)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.passkeys() }),
    onSuccess: () => void notify(t('Passkey removed'), 'success'),
    // The settings screen shows the error inline.
    meta: { errorToast: false },
  })
}
