import { createHash, randomUUID } from 'node:crypto'
import type { Queryable } from '../db/driver.ts'
import { AuthError } from './errors.ts'

export interface PkceParams {
  codeChallenge: string
  codeChallengeMethod: 's256' | 'plain'
}

/** Reads `code_challenge` and `code_challenge_method` from a body or query; both or neither. */
export function readPkceParams(source: Record<string, unknown>): PkceParams | null {
  const challenge = source.code_challenge
  const method = String(source.code_challenge_method ?? '').toLowerCase()
  if (!challenge) return null
  if (typeof challenge !== 'string' || (method !== 's256' && method !== 'plain')) {
    throw new AuthError(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge')
  }
  return { codeChallenge: challenge, codeChallengeMethod: method }
}

export async function createFlowState(
  db: Queryable,
  input: PkceParams & { userId: string | null; providerType: string; authenticationMethod: string },
): Promise<{ id: string; authCode: string }> {
  const id = randomUUID()
  const authCode = randomUUID()
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method) values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      input.userId,
      authCode,
      input.codeChallengeMethod,
      input.codeChallenge,
      input.providerType,
      input.authenticationMethod,
    ],
  )
  return { id, authCode }
}

/** The newest flow started for this user by this method: the one an e-mail link belongs to. */
export async function issueCodeForUser(db: Queryable, userId: string, authenticationMethod: string) {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, authenticationMethod],
  )
  return rows[0]?.auth_code ?? null
}

export async function issueCodeForFlow(db: Queryable, flowId: string, userId: string) {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set user_id = $2, auth_code_issued_at = now(), updated_at = now()
     where id = $1 returning auth_code`,
    [flowId, userId],
  )
  return rows[0]?.auth_code ?? null
}

const FLOW_LIFETIME_SECONDS = 600

/** Exchanges an auth code and its verifier for the user and method it proves; the code works once. */
export async function consumeAuthCode(
  db: Queryable,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; method: string }> {
  const { rows } = await db.query<{
    id: string
    user_id: string | null
    code_challenge: string
    code_challenge_method: string
    authentication_method: string
    expired: boolean
  }>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
            coalesce(auth_code_issued_at, created_at) < now() - make_interval(secs => $2) as expired
     from auth.flow_state where auth_code = $1`,
    [authCode, FLOW_LIFETIME_SECONDS],
  )
  const flow = rows[0]
  if (!flow || !flow.user_id) {
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
  }
  if (flow.expired) {
    await db.query('delete from auth.flow_state where id = $1', [flow.id])
    throw new AuthError(400, 'flow_state_expired', 'invalid flow state, flow state has expired')
  }
  const computed =
    flow.code_challenge_method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url')
  if (computed !== flow.code_challenge) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier')
  }
  await db.query('delete from auth.flow_state where id = $1', [flow.id])
  return { userId: flow.user_id, method: flow.authentication_method }
}
