import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError, validationFailed } from '../errors.ts'
import { readPkceParams } from '../pkce.ts'
import { checkPassword, findUserByEmail, findUserById, hashPassword, updateUser, userJson } from '../users.ts'
import { type Route, type AuthContext } from '../context.ts'

export function userRoutes(ctx: AuthContext) {
  const { db, redirectTarget, requireStrongPassword, readEmail, sendTokenMail, startPkceFlow, authenticate } = ctx

  const getUser: Route = async (r) => {
    const { user } = await authenticate(r.req)
    sendJson(r.res, 200, await userJson(db, user), API_VERSION_HEADER)
  }

  const putUser: Route = async (r) => {
    let { user } = await authenticate(r.req)
    const { email, password, data } = r.body
    if (data !== undefined) {
      if (typeof data !== 'object' || data === null) throw validationFailed('data must be an object')
      user = await updateUser(db, user.id, { raw_user_meta_data: { ...user.raw_user_meta_data, ...data } })
    }
    if (password !== undefined) {
      const next = requireStrongPassword(password)
      if (await checkPassword(next, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.')
      }
      user = await updateUser(db, user.id, { encrypted_password: await hashPassword(next) })
    }
    if (email !== undefined) {
      const next = readEmail(email)
      if (next !== user.email) {
        const other = await findUserByEmail(db, next)
        if (other)
          throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered')
        const pkce = readPkceParams(r.body)
        await startPkceFlow(pkce, user.id, 'email_change')
        user = await updateUser(db, user.id, { email_change: next })
        await sendTokenMail(user, 'email_change', redirectTarget(r), { pkce: !!pkce, to: next })
        user = (await findUserById(db, user.id))!
      }
    }
    sendJson(r.res, 200, await userJson(db, user), API_VERSION_HEADER)
  }

  return { getUser, putUser }
}
