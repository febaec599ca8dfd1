import { parseTimestamp } from '../time.ts'
import { createHash, randomInt, randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import type { Queryable } from '../db/driver.ts'

export interface UserRow {
  id: string
  aud: string
  role: string
  email: string | null
  phone: string | null
  encrypted_password: string | null
  email_confirmed_at: string | null
  phone_confirmed_at: string | null
  confirmed_at: string | null
  confirmation_token: string | null
  confirmation_sent_at: string | null
  recovery_token: string | null
  recovery_sent_at: string | null
  email_change: string | null
  email_change_token_new: string | null
  email_change_token_current: string | null
  /** 1 once one of the two e-mail change links was followed (`double_confirm_changes`), else 0. */
  email_change_confirm_status: number | null
  email_change_sent_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  banned_until: string | null
  reauthentication_token: string | null
  reauthentication_sent_at: string | null
  is_anonymous: boolean
  created_at: string
  updated_at: string
}

interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  email: string | null
  last_sign_in_at: string | null
  created_at: string
  updated_at: string
}

const COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at, confirmed_at,
  confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at, email_change, email_change_token_new,
  email_change_token_current, email_change_confirm_status, email_change_sent_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, banned_until, reauthentication_token, reauthentication_sent_at, is_anonymous,
  created_at, updated_at`

const iso = (value: string | null) => (value ? parseTimestamp(value).toISOString() : undefined)

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * GoTrue's bcrypt cost, 10. The test suite sets LOCAL_AUTH_BCRYPT_COST=4 (tests/setup/global-stack.ts): its
 * hundreds of sign-ups hash 64 times cheaper. A hash carries its own cost, so any account signs in whatever the
 * setting; it only changes how new passwords are hashed.
 */
const bcryptCost = () => Math.min(Math.max(Number(process.env.LOCAL_AUTH_BCRYPT_COST) || 10, 4), 12)

export const hashPassword = (password: string) => bcrypt.hash(password, bcryptCost())
export const checkPassword = (password: string, hash: string | null) =>
  hash ? bcrypt.compare(password, hash) : Promise.resolve(false)

let dummyHash: string | null = null
/**
 * Compares like checkPassword, but with no hash (an unknown address, an account without a password) it
 * compares against a dummy hash, so the answer takes as long either way and timing tells nothing.
 */
export async function checkPasswordEvenIfUnknown(password: unknown, hash: string | null): Promise<boolean> {
  dummyHash ??= await bcrypt.hash('not-a-password-anyone-has', bcryptCost())
  const candidate = typeof password === 'string' ? password : ''
  const ok = await bcrypt.compare(candidate, hash ?? dummyHash)
  return ok && hash !== null && typeof password === 'string'
}

/** A six-digit code and the hash that goes in links, as GoTrue derives it (sha224 of email + code). */
export function newOtp(email: string): { otp: string; tokenHash: string } {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
  return {
    otp,
    tokenHash: createHash('sha224')
      .update(email + otp)
      .digest('hex'),
  }
}

export const otpHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex')

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from auth.users where id = $1`, [id])
  return rows[0] ?? null
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${COLUMNS} from auth.users where lower(email) = $1 and is_sso_user = false`,
    [normalizeEmail(email)],
  )
  return rows[0] ?? null
}

/** Finds the user whose `column` holds `token`; columns are ours, never the caller's. */
export async function findUserByToken(
  db: Queryable,
  column: 'confirmation_token' | 'recovery_token' | 'email_change_token_new',
  token: string,
): Promise<UserRow | null> {
  if (!token) return null
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from auth.users where ${column} = $1`, [token])
  return rows[0] ?? null
}

export async function createUser(
  db: Queryable,
  input: {
    email: string
    password?: string | null
    userMetadata?: Record<string, unknown>
    appMetadata?: Record<string, unknown>
    provider: string
    providerId?: string
    identityData?: Record<string, unknown>
    confirmed: boolean
  },
): Promise<UserRow> {
  const id = randomUUID()
  const email = normalizeEmail(input.email)
  const providers = [input.provider]
  const appMetadata = { provider: input.provider, providers, ...input.appMetadata }
  const encrypted = input.password ? await hashPassword(input.password) : null
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4 then now() end, '', '', '', '', $5, $6, now(), now())`,
    [id, email, encrypted, input.confirmed, JSON.stringify(appMetadata), JSON.stringify(input.userMetadata ?? {})],
  )
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())`,
    [
      input.providerId ?? id,
      id,
      JSON.stringify({
        sub: input.providerId ?? id,
        email,
        email_verified: input.confirmed,
        phone_verified: false,
        ...input.identityData,
      }),
      input.provider,
    ],
  )
  return (await findUserById(db, id))!
}

/** Stands for the database's now() in `updateUser`. */
export const NOW = Symbol('now')

export async function updateUser(db: Queryable, id: string, fields: Record<string, unknown>): Promise<UserRow> {
  const allowed = new Set([
    'email',
    'encrypted_password',
    'email_confirmed_at',
    'confirmation_token',
    'confirmation_sent_at',
    'recovery_token',
    'recovery_sent_at',
    'email_change',
    'email_change_token_new',
    'email_change_token_current',
    'email_change_confirm_status',
    'email_change_sent_at',
    'is_anonymous',
    'last_sign_in_at',
    'raw_app_meta_data',
    'raw_user_meta_data',
    'banned_until',
    'reauthentication_token',
    'reauthentication_sent_at',
    'invited_at',
  ])
  const sets: string[] = []
  const params: unknown[] = [id]
  for (const [column, value] of Object.entries(fields)) {
    if (!allowed.has(column)) continue
    if (value === NOW) {
      sets.push(`${column} = now()`)
      continue
    }
    params.push(column.startsWith('raw_') && value !== null ? JSON.stringify(value) : value)
    sets.push(`${column} = $${params.length}`)
  }
  if (sets.length > 0) {
    await db.query(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1`, params)
  }
  return (await findUserById(db, id))!
}

/** After an e-mail change, the member's e-mail identity names the new address (made when they had none), as GoTrue keeps it. */
export async function setEmailIdentity(db: Queryable, userId: string, email: string) {
  const { rowCount } = await db.query(
    `update auth.identities
     set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  )
  if (rowCount) return
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $1, $2, 'email', now(), now(), now())`,
    [userId, JSON.stringify({ sub: userId, email, email_verified: true, phone_verified: false })],
  )
}

export async function listIdentities(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, email, last_sign_in_at, created_at, updated_at
     from auth.identities where user_id = $1 order by created_at`,
    [userId],
  )
  return rows
}

export interface FactorRow {
  id: string
  friendly_name: string | null
  factor_type: string
  status: 'verified' | 'unverified'
  created_at: string
  updated_at: string
  last_challenged_at: string | null
}

export async function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select id, friendly_name, factor_type::text as factor_type, status::text as status, created_at, updated_at,
            last_challenged_at
     from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  )
  return rows
}

/** A factor as GoTrue shows it in the user object and in admin lists. */
export const factorJson = (f: FactorRow) => ({
  id: f.id,
  friendly_name: f.friendly_name ?? '',
  factor_type: f.factor_type,
  status: f.status,
  created_at: iso(f.created_at),
  updated_at: iso(f.updated_at),
  ...(f.last_challenged_at ? { last_challenged_at: iso(f.last_challenged_at) } : {}),
})

/** The user object GoTrue returns. */
export async function userJson(db: Queryable, user: UserRow) {
  const identities = await listIdentities(db, user.id)
  const factors = await listFactors(db, user.id)
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email ?? undefined,
    })),
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  }
}
