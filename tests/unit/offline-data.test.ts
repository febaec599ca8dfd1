// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_STORAGE } from '@/config/auth-constants'
import { setRememberMe } from '@/lib/auth-storage'
import { forgetOfflineData, lastProfile, rememberProfile, storedSession } from '@/lib/offline-data'
import type { Tables } from '@/types/database'

const maya = { user_id: 'u-maya', name: 'Maya Okafor', profile_type: 'student' } as Tables<'user_profiles'>

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('what the app keeps for a reload without network', () => {
  it('gives the last profile back only to the member it belongs to', () => {
    rememberProfile(maya)
    expect(lastProfile('u-maya')?.name).toBe('Maya Okafor')
    expect(lastProfile('u-priya')).toBeNull()
  })

  it('keeps the profile where the session is: sessionStorage when remember-me is off', () => {
    setRememberMe(false)
    rememberProfile(maya)
    expect(localStorage.length).toBe(1) // the remember-me flag only
    expect(lastProfile('u-maya')?.name).toBe('Maya Okafor')
  })

  it('reads the stored session without supabase-js, and nothing from a record that is not one', () => {
    localStorage.setItem(AUTH_STORAGE.sessionKey, JSON.stringify({ access_token: 'a', user: { id: 'u-maya' } }))
    expect(storedSession()?.user.id).toBe('u-maya')
    localStorage.setItem(AUTH_STORAGE.sessionKey, '{not json')
    expect(storedSession()).toBeNull()
  })

  it('forgets the profile and empties both worker caches', async () => {
    const deleted: string[] = []
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 })
    rememberProfile(maya)
    await forgetOfflineData()
    expect(lastProfile('u-maya')).toBeNull()
    expect(deleted.sort()).toEqual(['campus-data', 'campus-images'])
  })

  it('forgets the profile where the browser has no cache storage (plain http)', async () => {
    vi.stubGlobal('caches', undefined)
    rememberProfile(maya)
    await forgetOfflineData()
    expect(lastProfile('u-maya')).toBeNull()
  })
})
