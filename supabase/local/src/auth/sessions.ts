import { parseTimestamp } from '../time.ts'
import { randomBytes, randomUUID } from 'node:crypto'
import type { Queryable } from '../db/driver.ts'
import { signJwt, type Keys } from '../keys.ts'
import { AuthError } from './errors.ts'
import { findUserById, userJson, type UserRow } from './users.ts'

export interface SessionContext {
  db: Queryable
  keys: Keys
  issuer: string
  jwtExpiry: number
  /** The device asking (stored on the session as GoTrue does, for a member's list of sessions). */
  client?: { userAgent: string | null; ip: string | null }
}

const newRefreshToken = () => randomBytes(12).toString('base64url')

async function amrFor(db: Queryable, sessionId: string) {
  const { rows } = await db.query<{ method: string; at: string }>(
    `select authentication_method as method, extract(epoch from created_at)::bigint::text as at
     from auth.mfa_amr_claims where session_id = $1 order by created_at desc`,
    [sessionId],
  )
  return rows.map((r) => ({ method: r.method, timestamp: Number(r.at) }))
}

async function sessionAal(db: Queryable, sessionId: string): Promise<string> {
  const { rows } = await db.query<{ aal: string | null }>(`select aal::text as aal from auth.sessions where id = $1`, [
    sessionId,
  ])
  return rows[0]?.aal ?? 'aal1'
}

async function sessionResponse(ctx: SessionContext, user: UserRow, sessionId: string, refreshToken: string) {
  const now = Math.floor(Date.now() / 1000)
  const expiresAt = now + ctx.jwtExpiry
  const accessToken = await signJwt(ctx.keys, {
    iss: ctx.issuer,
    aud: user.aud,
    sub: user.id,
    exp: expiresAt,
    iat: now,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role,
    aal: await sessionAal(ctx.db, sessionId),
    amr: await amrFor(ctx.db, sessionId),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  })
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(ctx.db, user),
  }
}

export type SessionResponse = Awaited<ReturnType<typeof sessionResponse>>

/** Starts a session for a user who just proved who they are (`method`: password, otp, oauth…). */
export async function startSession(ctx: SessionContext, user: UserRow, method: string): Promise<SessionResponse> {
  const sessionId = randomUUID()
  const token = newRefreshToken()
  await ctx.db.query(
    `insert into auth.sessions (id, user_id, aal, refreshed_at, user_agent, ip) values ($1, $2, 'aal1', now(), $3, $4)`,
    [sessionId, user.id, ctx.client?.userAgent ?? null, ctx.client?.ip ?? null],
  )
  await ctx.db.query(`insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)`, [
    sessionId,
    method,
  ])
  await ctx.db.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, session_id) values ($1, $2, false, $3)`,
    [token, user.id, sessionId],
  )
  await ctx.db.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id])
  return sessionResponse(ctx, (await findUserById(ctx.db, user.id))!, sessionId, token)
}

/** Thrown out of the refresh transaction, so that ending the session is not rolled back with it. */
export class RefreshTokenReusedError extends AuthError {
  constructor(readonly sessionId: string) {
    super(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  }
}

interface RefreshRow {
  id: string
  token: string
  user_id: string
  revoked: boolean
  session_id: string
  age_seconds: number
}

/**
 * Rotates a refresh token. A revoked token presented again within the reuse interval gets the
 * session's current token (a client retrying a lost response); after that it is treated as stolen and
 * the whole session is ended.
 */
export async function refreshSession(
  ctx: SessionContext,
  token: string,
  options: { rotation: boolean; reuseInterval: number },
): Promise<SessionResponse> {
  const { rows } = await ctx.db.query<RefreshRow>(
    `select id::text, token, user_id, revoked, session_id,
            extract(epoch from now() - updated_at)::float8 as age_seconds
     from auth.refresh_tokens where token = $1 for update`,
    [token],
  )
  const current = rows[0]
  if (!current || !current.session_id) {
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
  }
  const user = await findUserById(ctx.db, current.user_id)
  if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
  if (user.banned_until && parseTimestamp(user.banned_until) > new Date()) {
    throw new AuthError(400, 'user_banned', 'User is banned')
  }
  if (current.revoked) {
    const { rows: children } = await ctx.db.query<{ token: string }>(
      `select token from auth.refresh_tokens where parent = $1 and revoked = false`,
      [current.token],
    )
    if (children[0] && current.age_seconds <= options.reuseInterval) {
      return sessionResponse(ctx, user, current.session_id, children[0].token)
    }
    throw new RefreshTokenReusedError(current.session_id)
  }
  if (!options.rotation) return sessionResponse(ctx, user, current.session_id, current.token)
  const next = newRefreshToken()
  await ctx.db.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [current.id])
  await ctx.db.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, session_id, parent) values ($1, $2, false, $3, $4)`,
    [next, user.id, current.session_id, current.token],
  )
  await ctx.db.query(
    `update auth.sessions set refreshed_at = now(), updated_at = now(),
       user_agent = coalesce($2, user_agent), ip = coalesce($3, ip) where id = $1`,
    [current.session_id, ctx.client?.userAgent ?? null, ctx.client?.ip ?? null],
  )
  return sessionResponse(ctx, user, current.session_id, next)
}

/**
 * Raises a session to aal2 after a second factor (`method`, e.g. totp) was verified in it, as GoTrue
 * does: the factor and the method are recorded, the session's refresh tokens are revoked and a fresh
 * pair is issued whose access token says `aal2` and lists the method first in `amr`.
 */
export async function upgradeSession(
  ctx: SessionContext,
  user: UserRow,
  sessionId: string,
  factorId: string,
  method: string,
): Promise<SessionResponse> {
  await ctx.db.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    sessionId,
    factorId,
  ])
  await ctx.db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set created_at = now(), updated_at = now()`,
    [sessionId, method],
  )
  await ctx.db.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`, [
    sessionId,
  ])
  const token = newRefreshToken()
  await ctx.db.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, session_id) values ($1, $2, false, $3)`,
    [token, user.id, sessionId],
  )
  return sessionResponse(ctx, (await findUserById(ctx.db, user.id))!, sessionId, token)
}

/** When the session began (its first sign-in), for checks such as "signed in within the last day". */
export async function sessionCreatedAt(db: Queryable, sessionId: string): Promise<Date | null> {
  const { rows } = await db.query<{ created_at: string }>(`select created_at from auth.sessions where id = $1`, [
    sessionId,
  ])
  return rows[0] ? parseTimestamp(rows[0].created_at) : null
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from auth.sessions where id = $1`, [sessionId])
  return rows.length > 0
}

export async function endSession(db: Queryable, sessionId: string) {
  await db.query(`delete from auth.sessions where id = $1`, [sessionId])
}

export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
) {
  if (scope === 'local') await endSession(db, sessionId)
  else if (scope === 'others')
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId])
  else await db.query(`delete from auth.sessions where user_id = $1`, [userId])
}
