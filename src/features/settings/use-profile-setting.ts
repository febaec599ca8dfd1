import { useQuery, useQueryClient } from '@tanstack/react-query'
import { fullOwnProfileQueryOptions } from '@/data/profiles/profile-query'
import { profileKeys } from '@/data/profiles/keys'
import { notify } from '@/lib/toast'
import type { Tables } from '@/types/database'
import { useAuth } from '@/data/auth/auth-context'
import { t } from '@/lib/i18n'
import { errorMessage } from '@/lib/errors'

type Profile = Tables<'user_profiles'>
export type ProfileFields = Partial<Omit<Profile, 'user_id' | 'id'>>

/**
 * The member's own profile row and a save that shows the change at once, goes through the auth context's
 * updateProfile (SPEC §5/§8: its rules and error texts), puts the old value back on failure, and offers Undo.
 */
export function useProfileSetting() {
  const { user, updateProfile } = useAuth()
  const userId = user?.id ?? ''
  const qc = useQueryClient()
  const query = useQuery({ ...fullOwnProfileQueryOptions(userId), enabled: !!user })

  async function save(fields: ProfileFields, what: string, options: { undo?: boolean } = {}) {
    const before = qc.getQueryData<Profile>(profileKeys.ownFull(userId))
    const previous = before
      ? (Object.fromEntries(Object.keys(fields).map((k) => [k, before[k as keyof Profile]])) as ProfileFields)
      : null
    qc.setQueryData<Profile>(profileKeys.ownFull(userId), (p) => p && { ...p, ...fields })
    const { error } = await updateProfile(fields)
    if (error) {
      if (previous) qc.setQueryData<Profile>(profileKeys.ownFull(userId), (p) => p && { ...p, ...previous })
      await notify(t('{what} was not saved', { what: t(what) }), 'error', errorMessage(error))
      return false
    }
    await qc.invalidateQueries({ queryKey: profileKeys.all })
    await notify(
      t('{what} saved', { what: t(what) }),
      'success',
      undefined,
      options.undo !== false && previous
        ? { label: t('Undo'), onClick: () => void save(previous, what, { undo: false }) }
        : undefined,
    )
    return true
  }

  return { profile: query.data, isPending: query.isPending, error: query.error, refetch: query.refetch, save }
}
