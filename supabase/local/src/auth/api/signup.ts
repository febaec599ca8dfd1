import { randomUUID } from 'node:crypto'
import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError } from '../errors.ts'
import { readPkceParams } from '../pkce.ts'
import { startSession } from '../sessions.ts'
import { checkPasswordEvenIfUnknown, createUser, findUserByEmail, findUserById, userJson } from '../users.ts'
import { type Route, type AuthContext, type Request } from '../context.ts'

export function signupRoutes(ctx: AuthContext) {
  const {
    db,
    config,
    sessionCtx,
    ipOf,
    limit,
    redirectTarget,
    requireStrongPassword,
    readEmail,
    isRecent,
    sendTokenMail,
    startPkceFlow,
  } = ctx

  /**
   * What sign-up answers for an address that already has an account: a user object shaped like a new
   * one's (fresh id, one e-mail identity), as GoTrue's obfuscated response, so the answer does not say
   * whether the address is registered.
   */
  function obfuscatedUser(email: string, data: Record<string, unknown>) {
    const id = randomUUID()
    const now = new Date().toISOString()
    const identityData = { email, email_verified: false, phone_verified: false, sub: id }
    return {
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { ...data, email, email_verified: false, phone_verified: false },
      identities: [
        {
          identity_id: randomUUID(),
          id,
          user_id: id,
          identity_data: identityData,
          provider: 'email',
          last_sign_in_at: now,
          created_at: now,
          updated_at: now,
          email,
        },
      ],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    }
  }

  /** `signInAnonymously()`: a sign-up with neither e-mail nor phone, when `enable_anonymous_sign_ins` is on. */
  async function anonymousSignup(r: Request) {
    if (!config.enableAnonymousSignIns) {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
    }
    limit(r, 'anonymousSignIns')
    if (!config.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
    const data = (r.body.data && typeof r.body.data === 'object' ? r.body.data : {}) as Record<string, unknown>
    const id = randomUUID()
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, raw_app_meta_data, raw_user_meta_data, is_anonymous,
         confirmation_token, recovery_token, email_change_token_new, email_change, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', '{}', $2, true,
         '', '', '', '', now(), now())`,
      [id, JSON.stringify(data)],
    )
    const user = (await findUserById(db, id))!
    sendJson(r.res, 200, await startSession(sessionCtx(db, r), user, 'anonymous'), API_VERSION_HEADER)
  }

  const signup: Route = async (r) => {
    // As GoTrue: anonymous sign-ins have their own hourly limit (after the check that they are on), the
    // others the sign-up family's.
    if (r.body.email === undefined && r.body.phone === undefined && r.body.password === undefined) {
      return anonymousSignup(r)
    }
    limit(r, 'signups')
    if (!config.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
    const email = readEmail(r.body.email)
    const password = requireStrongPassword(r.body.password)
    const data = (r.body.data && typeof r.body.data === 'object' ? r.body.data : {}) as Record<string, unknown>
    const pkce = readPkceParams(r.body)
    const redirectTo = redirectTarget(r)
    const existing = await findUserByEmail(db, email)
    if (existing && !config.enableConfirmations) {
      // Without confirmations a sign-up signs in, so an existing address must be refused (as GoTrue does).
      throw new AuthError(422, 'user_already_exists', 'User already registered')
    }
    if (existing) {
      // Never changes the account: its password stays its owner's. An unconfirmed account gets its
      // confirmation mail again (within max_frequency, silently not); both answer like a new sign-up.
      await checkPasswordEvenIfUnknown(password, null)
      if (!existing.email_confirmed_at && !isRecent(existing.confirmation_sent_at)) {
        const pending = existing.confirmation_token?.startsWith('pkce_') ?? false
        await sendTokenMail(existing, 'signup', redirectTo, { pkce: pending, ip: ipOf(r) }).catch((error) => {
          if (!(error instanceof AuthError)) throw error
        })
      }
      return sendJson(r.res, 200, obfuscatedUser(email, data), API_VERSION_HEADER)
    }
    const user = await createUser(db, {
      email,
      password,
      userMetadata: { ...data, email, email_verified: !config.enableConfirmations, phone_verified: false },
      provider: 'email',
      confirmed: !config.enableConfirmations,
    })
    if (!config.enableConfirmations) {
      return sendJson(r.res, 200, await startSession(sessionCtx(db, r), user, 'password'), API_VERSION_HEADER)
    }
    await startPkceFlow(pkce, user.id, 'email/signup')
    await sendTokenMail(user, 'signup', redirectTo, { pkce: !!pkce, ip: ipOf(r) })
    sendJson(r.res, 200, await userJson(db, (await findUserById(db, user.id))!), API_VERSION_HEADER)
  }

  return { signup }
}
