import type { User } from '@supabase/supabase-js'
import { AUTH_STORAGE, AUTH_TIMING } from '@/config/auth-constants'
import type { MirrorRecord } from '@/lib/auth-storage'
import { PROFILE_TYPES, type ProfileType } from '@/lib/profile-types'
import type { Tables, TablesInsert } from '@/types/database'
import type { AppUser } from '@/data/auth/auth-context'

export type UserProfileRow = Tables<'user_profiles'>

type Meta = Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** Full name, else name, else the part of the email before the @, else 'User' (SPEC §3). */
export function displayName(meta: Meta, email: string | null | undefined): string {
  return text(meta.full_name) ?? text(meta.name) ?? text(email?.split('@')[0]) ?? 'User'
}

/** First and last name from sign-up metadata or the identity provider's given and family names. */
export function namesFrom(meta: Meta): { first: string | null; last: string | null } {
  return { first: text(meta.first_name) ?? text(meta.given_name), last: text(meta.last_name) ?? text(meta.family_name) }
}

const profileTypeOf = (v: unknown): ProfileType | null => {
  const lower = typeof v === 'string' ? v.trim().toLowerCase() : ''
  return (PROFILE_TYPES as readonly string[]).includes(lower) ? (lower as ProfileType) : null
}

export function userFromProfile(
  profile: UserProfileRow,
  authUser: Pick<User, 'id' | 'email' | 'email_confirmed_at' | 'user_metadata'>,
): AppUser {
  const meta = authUser.user_metadata ?? {}
  return {
    id: authUser.id,
    name: profile.name || displayName(meta, profile.email ?? authUser.email),
    email: profile.email ?? authUser.email ?? '',
    firstName: profile.first_name ?? namesFrom(meta).first ?? '',
    lastName: profile.last_name ?? namesFrom(meta).last ?? '',
    profile_type: profileTypeOf(profile.profile_type),
    date_of_birth: profile.date_of_birth,
    university: profile.university,
    college_email: profile.college_email,
    bio: profile.bio,
    location: profile.location,
    phone: profile.phone,
    linkedin_url: profile.linkedin,
    github_url: profile.github,
    portfolio_url: profile.website,
    skills: profile.skills ?? [],
    avatar_url: profile.profile_photo_url,
    email_confirmed: profile.email_confirmed || !!authUser.email_confirmed_at,
  }
}

/** Built from account metadata when the profile cannot be read (SPEC §4, step 5). */
export function fallbackUser(authUser: Pick<User, 'id' | 'email' | 'email_confirmed_at' | 'user_metadata'>): AppUser {
  const meta = authUser.user_metadata ?? {}
  const { first, last } = namesFrom(meta)
  return {
    id: authUser.id,
    name: displayName(meta, authUser.email),
    email: authUser.email ?? '',
    firstName: first ?? '',
    lastName: last ?? '',
    profile_type: profileTypeOf(meta.profile_type),
    date_of_birth: text(meta.date_of_birth),
    university: text(meta.university),
    college_email: text(meta.college_email),
    bio: null,
    location: null,
    phone: null,
    linkedin_url: null,
    github_url: null,
    portfolio_url: null,
    skills: [],
    avatar_url: text(meta.avatar_url) ?? text(meta.picture),
    email_confirmed: !!authUser.email_confirmed_at,
  }
}

/** The row written when a new member picks a profile type: spec defaults, name rules, photo, locale. */
export function newProfilePayload(
  authUser: Pick<User, 'id' | 'email' | 'email_confirmed_at' | 'user_metadata'>,
  profileType: ProfileType,
  locale: { location: string | null; timezone: string; language: string },
): TablesInsert<'user_profiles'> {
  const meta = authUser.user_metadata ?? {}
  const { first, last } = namesFrom(meta)
  return {
    user_id: authUser.id,
    email: authUser.email ?? null,
    name: displayName(meta, authUser.email),
    first_name: first,
    last_name: last,
    profile_photo_url: text(meta.avatar_url) ?? text(meta.picture),
    profile_type: profileType,
    location: locale.location,
    timezone: locale.timezone,
    language: locale.language,
    is_public: true,
    show_email: true,
    show_phone: false,
    show_location: true,
    allow_messages: true,
    allow_connections: true,
    email_notifications: true,
    push_notifications: true,
    messaging_enabled: true,
    allow_follower_messages: true,
    email_confirmed: !!authUser.email_confirmed_at,
    profile_completed: false,
    profile_completion_score: 0,
    has_career_entry: false,
    verification_status: 'unverified',
  }
}

/** Undefined fields are not sent on profile update (SPEC §5). */
export function withoutUndefined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>
}

/** True when a token expiring at `expiresAt` (seconds) has less than 5 minutes left. */
export function isExpiringSoon(expiresAt: number | undefined, now = Date.now()): boolean {
  if (!expiresAt) return true
  return expiresAt * 1000 - now < AUTH_TIMING.expiringWithinMs
}

export interface StoredTokens {
  access_token: string
  refresh_token: string
  source: string
}

function tokensIn(value: string): { access_token: string; refresh_token: string } | null {
  try {
    const parsed = JSON.parse(value)
    const record = parsed?.currentSession ?? parsed
    if (typeof record?.access_token === 'string' && typeof record?.refresh_token === 'string') {
      return { access_token: record.access_token, refresh_token: record.refresh_token }
    }
  } catch {
    /* not a session record */
  }
  return null
}

/** Tokens to restore a session from: the main key, then the mirror, then any default-shaped key. */
export function findStoredTokens(entries: { key: string; value: string }[]): StoredTokens | null {
  const byKey = (predicate: (key: string) => boolean) =>
    entries.filter((e) => predicate(e.key)).map((e) => ({ ...tokensIn(e.value), source: e.key }))
  const ordered = [
    ...byKey((k) => k === AUTH_STORAGE.sessionKey),
    ...byKey((k) => k === AUTH_STORAGE.mirrorKey),
    ...byKey((k) => AUTH_STORAGE.defaultKeyPattern.test(k)),
  ]
  const found = ordered.find((t) => t.access_token && t.refresh_token)
  return found ? (found as StoredTokens) : null
}

const MIRROR_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

/** A mirror is stale when it cannot be read, is older than a refresh token lives, or names another user. */
export function isMirrorStale(
  raw: string | null,
  mirror: MirrorRecord | null,
  currentUserId: string | null,
  now = Date.now(),
) {
  if (raw === null) return false
  if (!mirror || !mirror.access_token || !mirror.refresh_token || !mirror.user_id) return true
  if (now - mirror.cached_at > MIRROR_MAX_AGE_MS) return true
  return currentUserId !== null && mirror.user_id !== currentUserId
}

/** The mirror is rewritten from the session cache only when it is older than 30 s. */
export function shouldRefreshMirror(mirror: MirrorRecord | null, now = Date.now()) {
  return !mirror || now - mirror.cached_at > AUTH_TIMING.mirrorRefreshAfterMs
}

/**
 * The verified authenticator factor a signed-in member still has to prove in this session: the
 * account has two-step verification but the access token says `aal1` (signed in with the password
 * only). Read from the session alone, so route guards decide without a request.
 */
export function pendingSecondFactor(
  session: { access_token: string; user: Pick<User, 'factors'> } | null,
): { factorId: string } | null {
  const factor = session?.user.factors?.find((f) => f.status === 'verified' && f.factor_type === 'totp')
  if (!session || !factor) return null
  try {
    const payload = session.access_token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')
    const claims = JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '='))) as { aal?: string }
    return claims.aal === 'aal2' ? null : { factorId: factor.id }
  } catch {
    return { factorId: factor.id }
  }
}
