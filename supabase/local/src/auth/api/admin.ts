import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError, userNotFound, validationFailed } from '../errors.ts'
import { NOW, createUser, findUserByEmail, findUserById, hashPassword, updateUser, userJson } from '../users.ts'
import { parseDuration, type Route, type AuthContext } from '../context.ts'

export function adminRoutes(ctx: AuthContext) {
  const { db, safeRedirect, requireStrongPassword, readEmail, sendTokenMail, requireAdmin, readVerifyType } = ctx

  // ── admin ─────────────────────────────────────────────────────────────────────────────────────

  const adminListUsers: Route = async (r) => {
    await requireAdmin(r.req)
    const page = Math.max(1, Number(r.url.searchParams.get('page') ?? 1) || 1)
    const perPage = Math.min(1000, Math.max(1, Number(r.url.searchParams.get('per_page') ?? 50) || 50))
    const { rows } = await db.query<{ id: string }>(
      `select id from auth.users order by created_at, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    )
    const { rows: total } = await db.query<{ n: string }>(`select count(*)::text as n from auth.users`)
    const users = await Promise.all(rows.map(async (row) => userJson(db, (await findUserById(db, row.id))!)))
    sendJson(r.res, 200, { users, aud: 'authenticated' }, { ...API_VERSION_HEADER, 'x-total-count': total[0].n })
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
    const redirectTo = safeRedirect(r.body.redirect_to ?? (r.body.options as Record<string, unknown>)?.redirect_to)
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

  return { adminListUsers, adminCreateUser, adminGenerateLink, adminUser }
}
