// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { AUTH_STORAGE } from '@/config/auth-constants'
import {
  authStorage,
  clearAuthStorage,
  isRememberMeOff,
  readMirror,
  setRememberMe,
  writeMirror,
} from '@/lib/auth-storage'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('remember me (SPEC §4 and §9)', () => {
  it('keeps the session in localStorage unless remember-me is "false"', () => {
    authStorage.setItem(AUTH_STORAGE.sessionKey, 'session')
    expect(localStorage.getItem(AUTH_STORAGE.sessionKey)).toBe('session')
    expect(sessionStorage.getItem(AUTH_STORAGE.sessionKey)).toBeNull()
    setRememberMe(true)
    expect(isRememberMeOff()).toBe(false)
  })

  it('keeps the session and its mirror out of localStorage when remember-me is off', () => {
    authStorage.setItem(AUTH_STORAGE.sessionKey, 'old')
    setRememberMe(false)
    expect(localStorage.getItem(AUTH_STORAGE.rememberMeKey)).toBe('false')
    authStorage.setItem(AUTH_STORAGE.sessionKey, 'session')
    writeMirror({ access_token: 'a', refresh_token: 'r', user_id: 'u', cached_at: 1 })
    expect(sessionStorage.getItem(AUTH_STORAGE.sessionKey)).toBe('session')
    expect(localStorage.getItem(AUTH_STORAGE.sessionKey)).toBeNull()
    expect(localStorage.getItem(AUTH_STORAGE.mirrorKey)).toBeNull()
    expect(readMirror()?.user_id).toBe('u')
    expect(authStorage.getItem(AUTH_STORAGE.sessionKey)).toBe('session')
  })

  it('sign-out clears the session, the mirror and the flag', () => {
    setRememberMe(false)
    authStorage.setItem(AUTH_STORAGE.sessionKey, 'session')
    writeMirror({ access_token: 'a', refresh_token: 'r', user_id: 'u', cached_at: 1 })
    clearAuthStorage()
    expect(sessionStorage.length + localStorage.length).toBe(0)
  })
})
