import { AUTH_STORAGE } from '@/config/auth-constants'

/** Remember-me off keeps every session record in sessionStorage, so it ends with the tab. */
export function isRememberMeOff(): boolean {
  return safe(() => localStorage.getItem(AUTH_STORAGE.rememberMeKey)) === 'false'
}

export function setRememberMe(remember: boolean) {
  safe(() => localStorage.setItem(AUTH_STORAGE.rememberMeKey, String(remember)))
}

const activeStore = (): Storage => (isRememberMeOff() ? sessionStorage : localStorage)
const otherStore = (): Storage => (isRememberMeOff() ? localStorage : sessionStorage)

function safe<T>(fn: () => T): T | null {
  try {
    return fn()
  } catch {
    return null // storage blocked (private mode, quota): behave as empty
  }
}

/** The storage adapter the Supabase client writes its session through. */
export const authStorage = {
  getItem: (key: string) => safe(() => activeStore().getItem(key)),
  setItem: (key: string, value: string) =>
    void safe(() => {
      activeStore().setItem(key, value)
      otherStore().removeItem(key)
    }),
  removeItem: (key: string) =>
    void safe(() => {
      localStorage.removeItem(key)
      sessionStorage.removeItem(key)
    }),
}

export interface MirrorRecord {
  access_token: string
  refresh_token: string
  user_id: string
  cached_at: number
}

export function readMirror(): MirrorRecord | null {
  const raw = authStorage.getItem(AUTH_STORAGE.mirrorKey)
  if (!raw) return null
  try {
    return JSON.parse(raw) as MirrorRecord
  } catch {
    return null
  }
}

export const writeMirror = (record: MirrorRecord) => authStorage.setItem(AUTH_STORAGE.mirrorKey, JSON.stringify(record))
export const clearMirror = () => authStorage.removeItem(AUTH_STORAGE.mirrorKey)

/** Every key in both storages, for the restore step that looks for default-shaped keys. */
export function storedKeys(): { key: string; value: string }[] {
  const out: { key: string; value: string }[] = []
  for (const store of [localStorage, sessionStorage]) {
    safe(() => {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)
        const value = key ? store.getItem(key) : null
        if (key && value) out.push({ key, value })
      }
    })
  }
  return out
}

/** Whether this browser holds anything a session could be restored from, or a PKCE flow to finish. */
export function hasStoredAuth(): boolean {
  return storedKeys().some(
    (e) =>
      e.key.startsWith(AUTH_STORAGE.sessionKey) ||
      e.key === AUTH_STORAGE.mirrorKey ||
      AUTH_STORAGE.defaultKeyPattern.test(e.key),
  )
}

/** Sign-out: the session, its mirror and the remember-me flag all go. */
export function clearAuthStorage() {
  authStorage.removeItem(AUTH_STORAGE.sessionKey)
  authStorage.removeItem(`${AUTH_STORAGE.sessionKey}-code-verifier`)
  clearMirror()
  safe(() => localStorage.removeItem(AUTH_STORAGE.rememberMeKey))
}
