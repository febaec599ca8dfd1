import { AUTH_ERRORS } from '@/config/auth-constants'
import type { ActionResult, AuthContextValue } from '@/data/auth/auth-context'
import { toAppError } from '@/lib/errors'
import type { ProfileType } from '@/lib/profile-types'
import type { Database } from '@/types/database'
import type { AuthActionDeps } from './auth-actions'
import { newProfilePayload, withoutUndefined } from './auth.utils'
import { adopt } from './load-member'

/** The member's profile: created with a profile type, updated, read again. */
export function profileMethods({
  ensureClient,
  stateRef,
  publish,
  applySession,
}: AuthActionDeps): Pick<AuthContextValue, 'selectProfileType' | 'updateProfile' | 'reloadUser'> {
  async function saveProfile(row: Database['public']['Tables']['user_profiles']['Insert']): Promise<ActionResult> {
    const session = stateRef.current.session!
    try {
      const client = await ensureClient()
      const { data, error } = await client
        .from('user_profiles')
        .upsert(row, { onConflict: 'user_id' })
        .select()
        .single()
      if (error || !data) return { error: error ? toAppError(error) : new Error(AUTH_ERRORS.databaseUpdateFailed) }
      publish({ user: await adopt(data, session.user), isNewUser: false })
      return { error: null }
    } catch {
      return { error: new Error(AUTH_ERRORS.profileUpdateFailed) }
    }
  }

  return {
    // A new profile starts in the browser's region, time zone and language.
    selectProfileType: async (type: ProfileType, details = {}) => {
      const session = stateRef.current.session
      if (!session) return { error: new Error(AUTH_ERRORS.noUser) }
      const locale = Intl.DateTimeFormat().resolvedOptions()
      const region = new Intl.Locale(navigator.language).maximize().region
      const location = region
        ? (new Intl.DisplayNames([navigator.language], { type: 'region' }).of(region) ?? null)
        : null
      const payload = newProfilePayload(session.user, type, {
        location,
        timezone: locale.timeZone ?? 'UTC',
        language: navigator.language.split('-')[0] || 'en',
      })
      // The database gives a member under 18 the safe defaults from this date (private.apply_minor_defaults).
      return saveProfile({ ...payload, date_of_birth: details.dateOfBirth || null })
    },
    updateProfile: async (fields) => {
      const session = stateRef.current.session
      if (!session || !stateRef.current.user) return { error: new Error(AUTH_ERRORS.noUser) }
      return saveProfile({ ...withoutUndefined(fields), user_id: session.user.id })
    },
    reloadUser: async () => applySession(stateRef.current.session),
  }
}
