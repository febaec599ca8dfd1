import { useQueryClient } from '@tanstack/react-query'
import { useAuth } from '@/data/auth/auth-context'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import type { TablesUpdate } from '@/types/database'
import { profileKeys } from './keys'

/**
 * Saves the member's own profile through the auth context's updateProfile (its rules and error texts), refreshes every
 * profile read and says how it went: `save` for the form's fields (its errors stay on the form), `saveImage` for the
 * photo or cover path.
 */
export function useSaveOwnProfile() {
  const { updateProfile } = useAuth()
  const qc = useQueryClient()

  const save = async (fields: TablesUpdate<'user_profiles'>) => {
    const result = await updateProfile(fields)
    if (!result.error) {
      await qc.invalidateQueries({ queryKey: profileKeys.all })
      void notify(t('Profile saved'), 'success')
    }
    return result
  }

  const saveImage = (field: 'profile_photo_url' | 'cover_photo_url') => async (path: string | null) => {
    const { error } = await updateProfile({ [field]: path })
    if (error) {
      void notify(t('Your profile was not updated'), 'error', errorMessage(error))
      return false
    }
    await qc.invalidateQueries({ queryKey: profileKeys.all })
    return true
  }

  return { save, saveImage }
}
