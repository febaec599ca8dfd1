import { describe, expect, it } from 'vitest'
import { AUTH_STORAGE } from '@/config/auth-constants'
import {
  displayName,
  fallbackUser,
  findStoredTokens,
  isExpiringSoon,
  isMirrorStale,
  newProfilePayload,
  shouldRefreshMirror,
  withoutUndefined,
} from '@/features/auth/auth.utils'
import { NEW_PROFILE_DEFAULTS } from '../new-profile-defaults.ts'

const authUser = (meta: Record<string, unknown>, email = 'ada.lovelace@example.test') => ({
  id: 'u1',
  email,
  email_confirmed_at: '2026-01-01T00:00:00Z',
  user_metadata: meta,
})

describe('name rules (SPEC §3)', () => {
  it('uses the full name, else the name, else the email before the @, else User', () => {
    expect(displayName({ full_name: 'Ada Lovelace', name: 'Ada' }, 'x@y.z')).toBe('Ada Lovelace')
    expect(displayName({ name: 'Ada' }, 'x@y.z')).toBe('Ada')
    expect(displayName({}, 'ada.l@example.test')).toBe('ada.l')
    expect(displayName({}, null)).toBe('User')
    expect(displayName({ full_name: '   ' }, '')).toBe('User')
  })

  it('takes first and last names from metadata or the identity provider', () => {
    expect(fallbackUser(authUser({ first_name: 'Ada', last_name: 'Lovelace' }))).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    })
    expect(
      fallbackUser(authUser({ given_name: 'Grace', family_name: 'Hopper', picture: 'https://p/x.png' })),
    ).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      avatar_url: 'https://p/x.png',
    })
  })
})

describe('the fallback user built from account metadata', () => {
  it('has the in-app user shape, a confirmed flag from the account and no profile type unless the metadata has one', () => {
    const u = fallbackUser(authUser({ full_name: 'Ada Lovelace' }))
    expect(u).toMatchObject({
      id: 'u1',
      name: 'Ada Lovelace',
      email: 'ada.lovelace@example.test',
      profile_type: null,
      email_confirmed: true,
      skills: [],
    })
    expect(fallbackUser(authUser({ profile_type: 'Company' })).profile_type).toBe('company')
  })
})

describe('a new profile (SPEC §3 defaults)', () => {
  it('carries every default and the name rules', () => {
    const row = newProfilePayload(authUser({ name: 'Ada', avatar_url: 'https://a/b.png' }), 'student', {
      location: 'Canada',
      timezone: 'UTC',
      language: 'en',
    })
    expect(row).toMatchObject({
      user_id: 'u1',
      name: 'Ada',
      profile_type: 'student',
      profile_photo_url: 'https://a/b.png',
      location: 'Canada',
      ...NEW_PROFILE_DEFAULTS,
      profile_completion_score: 0,
    })
  })

  it('never sends undefined fields on update (SPEC §5)', () => {
    expect(withoutUndefined({ bio: 'x', phone: undefined, location: null })).toEqual({ bio: 'x', location: null })
  })
})

describe('token timing and storage rules (SPEC §4 and §9)', () => {
  const now = Date.UTC(2026, 0, 1)
  it('counts a token as expiring within 5 minutes', () => {
    expect(isExpiringSoon(now / 1000 + 299, now)).toBe(true)
    expect(isExpiringSoon(now / 1000 + 301, now)).toBe(false)
    expect(isExpiringSoon(undefined, now)).toBe(true)
  })

  it('restores from the main key, then the mirror, then any default-shaped key', () => {
    const session = (t: string) => JSON.stringify({ access_token: `a-${t}`, refresh_token: `r-${t}` })
    const entries = [
      { key: 'sb-abcd-auth-token', value: session('default') },
      { key: AUTH_STORAGE.mirrorKey, value: session('mirror') },
      { key: AUTH_STORAGE.sessionKey, value: session('main') },
      { key: 'unrelated', value: session('other') },
    ]
    expect(findStoredTokens(entries)?.source).toBe(AUTH_STORAGE.sessionKey)
    expect(findStoredTokens(entries.slice(0, 2))?.source).toBe(AUTH_STORAGE.mirrorKey)
    expect(findStoredTokens(entries.slice(0, 1))).toMatchObject({
      access_token: 'a-default',
      refresh_token: 'r-default',
    })
    expect(
      findStoredTokens([
        { key: 'sb-x-auth-token', value: 'not json' },
        { key: 'unrelated', value: session('x') },
      ]),
    ).toBeNull()
    expect(
      findStoredTokens([
        {
          key: 'sb-x-auth-token',
          value: JSON.stringify({ currentSession: { access_token: 'a', refresh_token: 'r' } }),
        },
      ]),
    ).toMatchObject({ access_token: 'a' })
  })

  it('cleans a mirror that is unreadable, too old, or belongs to someone else', () => {
    const good = { access_token: 'a', refresh_token: 'r', user_id: 'u1', cached_at: now - 1000 }
    expect(isMirrorStale(null, null, null, now)).toBe(false)
    expect(isMirrorStale('{bad', null, null, now)).toBe(true)
    expect(isMirrorStale('{}', good, 'u1', now)).toBe(false)
    expect(isMirrorStale('{}', good, 'u2', now)).toBe(true)
    expect(isMirrorStale('{}', { ...good, cached_at: now - 31 * 86_400_000 }, null, now)).toBe(true)
    expect(isMirrorStale('{}', { ...good, refresh_token: '' }, null, now)).toBe(true)
  })

  it('refreshes the mirror only when it is older than 30 s', () => {
    expect(shouldRefreshMirror(null, now)).toBe(true)
    expect(
      shouldRefreshMirror({ access_token: 'a', refresh_token: 'r', user_id: 'u', cached_at: now - 29_000 }, now),
    ).toBe(false)
    expect(
      shouldRefreshMirror({ access_token: 'a', refresh_token: 'r', user_id: 'u', cached_at: now - 31_000 }, now),
    ).toBe(true)
  })
})
