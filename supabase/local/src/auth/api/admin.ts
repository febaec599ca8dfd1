import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError, userNotFound, validationFailed } from '../errors.ts'
import {
  NOW,
  createUser,
  factorJson,
  findUserByEmail,
  findUserById,
  hashPassword,
  listFactors,
  updateUser,
  userJson,
} from '../users.ts'
import { UUID, parseDuration, type Route, type AuthContext } from '../context.ts'

export function adminRoutes(ctx: AuthContext) {
  const {
    db,
    redirectTarget,
    safeRedirect,
    requireStrongPassword,
    readEmail,
    sendTokenMail,
    requireAdmin,
    readVerifyType,
  } = ctx

  // ── admin ─────────────────────────────────────────────────────────────────────────────────────

  const adminListUsers: Route = async (r) => {
    await requireAdmin(r.req)
    const page = readPageParam(r.url.searchParams.get('page'), 1)
    const perPage = Math.min(1000, readPageParam(r.url.searchParams.get('per_page'), 50))
    const { rows } = await db.query<{ id: string }>(
      `select id from auth.users order by created_at, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    )
    const { rows: total } = await db.query<{ n: string }>(`select count(*)::text as n from auth.users`)
    const users = await Promise.all(rows.map(async (row) => userJson(db, (await findUserById(db, row.id))!)))
    const count = Number(total[0].n)
    const last = Math.max(1, Math.ceil(count / perPage))
    const link = (n: number, rel: string) => `</admin/users?page=${n}&per_page=${perPage}>; rel="${rel}"`
    const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')]
    sendJson(
      r.res,
      200,
      { users, aud: 'authenticated' },
      { ...API_VERSION_HEADER, 'x-total-count': total[0].n, link: links.join(', ') },
    )
  }

  const adminCreateUser: Route = async (r) => {
    await requireAdmin(r.req)
    const email = readEmail(r.body.email)
    if (await findUserByEmail(db, email)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered')
    }
    const password = r.body.password === undefined ? null : requireStrongPassword(r.body.password)
    const user = await createUser(db, {
      email,
      password,
      userMetadata: (r.body.user_metadata as Record<string, unknown>) ?? {},
      appMetadata: (r.body.app_metadata as Record<string, unknown>) ?? {},
      provider: 'email',
      confirmed: r.body.email_confirm === true,
    })
    sendJson(r.res, 200, await userJson(db, user), API_VERSION_HEADER)
  }

  /** `inviteUserByEmail()`: creates the account unconfirmed and mails an invite link (type `invite`). */
  const invite: Route = async (r) => {
    await requireAdmin(r.req)
    const email = readEmail(r.body.email)
    let user = await findUserByEmail(db, email)
    if (user?.email_confirmed_at) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered')
    }
    user ??= await createUser(db, {
      email,
      userMetadata: (r.body.data && typeof r.body.data === 'object' ? r.body.data : {}) as Record<string, unknown>,
      provider: 'email',
      confirmed: false,
    })
    user = await updateUser(db, user.id, { invited_at: NOW })
    await sendTokenMail(user, 'invite', redirectTarget(r), { pkce: false, enforceFrequency: false })
    sendJson(r.res, 200, await userJson(db, (await findUserById(db, user.id))!), API_VERSION_HEADER)
  }

  const adminUser =
    (method: string): Route =>
    async (r) => {
      await requireAdmin(r.req)
      const id = r.url.pathname.split('/').pop()!
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw validationFailed('user_id must be an UUID')
      let user = await findUserById(db, id)
      if (!user) throw userNotFound()
      if (method === 'DELETE') {
        await db.query('delete from auth.users where id = $1', [id])
        return sendJson(r.res, 200, {}, API_VERSION_HEADER)
      }
      if (method === 'PUT') {
        const b = r.body
        const fields: Record<string, unknown> = {}
        if (b.email !== undefined) fields.email = readEmail(b.email)
        if (b.password !== undefined) fields.encrypted_password = await hashPassword(requireStrongPassword(b.password))
        if (b.email_confirm === true) fields.email_confirmed_at = user.email_confirmed_at ?? NOW
        if (b.user_metadata) fields.raw_user_meta_data = { ...user.raw_user_meta_data, ...(b.user_metadata as object) }
        if (b.app_metadata) fields.raw_app_meta_data = { ...user.raw_app_meta_data, ...(b.app_metadata as object) }
        if (typeof b.ban_duration === 'string') {
          fields.banned_until =
            b.ban_duration === 'none' ? null : new Date(Date.now() + parseDuration(b.ban_duration)).toISOString()
        }
        user = await updateUser(db, id, fields)
      }
      sendJson(r.res, 200, await userJson(db, user), API_VERSION_HEADER)
    }

  const adminGenerateLink: Route = async (r) => {
    await requireAdmin(r.req)
    const type = readVerifyType(r.body.type)
    const email = readEmail(r.body.email)
    // auth-js sends options.redirectTo as the redirect_to query parameter (and camelCase in the body).
    const redirectTo = safeRedirect(
      r.url.searchParams.get('redirect_to') ??
        r.body.redirect_to ??
        r.body.redirectTo ??
        (r.body.options as Record<string, unknown>)?.redirect_to,
    )
    let user = await findUserByEmail(db, email)
    if (!user) {
      if (type === 'recovery' || type === 'magiclink') throw userNotFound()
      const password = type === 'signup' ? requireStrongPassword(r.body.password) : null
      user = await createUser(db, {
        email,
        password,
        userMetadata: (r.body.data as Record<string, unknown>) ?? {},
        provider: 'email',
        confirmed: false,
      })
    }
    const { otp, tokenHash, link } = await sendTokenMail(user, type, redirectTo, {
      pkce: false,
      enforceFrequency: false,
    })
    sendJson(
      r.res,
      200,
      {
        ...(await userJson(db, (await findUserById(db, user.id))!)),
        action_link: link,
        email_otp: otp,
        hashed_token: tokenHash,
        verification_type: type,
        redirect_to: redirectTo,
      },
      API_VERSION_HEADER,
    )
  }

  // ── admin MFA (GoTrue's `adminUserFactors`, `adminUserDeleteFactor`) ──────────────────────────

  /** The user of `/admin/users/:id/factors…`: a bad id is a 400, an unknown one a 404, as GoTrue answers. */
  async function factorUser(r: Parameters<Route>[0]) {
    await requireAdmin(r.req)
    const id = /\/admin\/users\/([^/]*)\/factors/.exec(r.url.pathname)?.[1] ?? ''
    if (!UUID.test(id)) {
      throw validationFailed('user_id must be an UUID')
    }
    const user = await findUserById(db, id)
    if (!user) throw userNotFound()
    return user
  }

  /** `auth.admin.mfa.listFactors({ userId })`: every factor of the user, verified or not. */
  const adminListFactors: Route = async (r) => {
    const user = await factorUser(r)
    sendJson(r.res, 200, (await listFactors(db, user.id)).map(factorJson), API_VERSION_HEADER)
  }

  /** `auth.admin.mfa.deleteFactor({ userId, id })`: removes the factor (its challenges go with it). */
  const adminDeleteFactor: Route = async (r) => {
    const user = await factorUser(r)
    const factorId = /\/factors\/([^/]*)$/.exec(r.url.pathname)?.[1] ?? ''
    if (!UUID.test(factorId)) {
      throw validationFailed('factor_id must be an UUID')
    }
    const factor = (await listFactors(db, user.id)).find((f) => f.id === factorId)
    if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
    await db.query('delete from auth.mfa_factors where id = $1 and user_id = $2', [factorId, user.id])
    sendJson(r.res, 200, factorJson(factor), API_VERSION_HEADER)
  }

  return {
    invite,
    adminListUsers,
    adminCreateUser,
    adminGenerateLink,
    adminUser,
    adminListFactors,
    adminDeleteFactor,
  }
}

/** GoTrue's pagination: a page parameter that is not an unsigned integer is a 400, not page 1. */
function readPageParam(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback
  if (!/^\d+$/.test(value)) {
    throw validationFailed(
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: invalid syntax`,
    )
  }
  return Math.max(1, Number(value))
}
