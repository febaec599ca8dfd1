import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER } from '../errors.ts'
import { readPkceParams } from '../pkce.ts'
import { findUserByEmail } from '../users.ts'
import { type Route, type AuthContext } from '../context.ts'

export function recoverRoutes(ctx: AuthContext) {
  const { db, ipOf, limit, mailFrequency, redirectTarget, readEmail, sendTokenMail, startPkceFlow } = ctx

  const recover: Route = async (r) => {
    limit(r, 'recover')
    const email = readEmail(r.body.email)
    mailFrequency('recovery', email)
    const user = await findUserByEmail(db, email)
    const pkce = readPkceParams(r.body)
    // Unknown addresses get the same answer, so the endpoint does not reveal who has an account.
    if (user) {
      await startPkceFlow(pkce, user.id, 'recovery', 'recovery')
      await sendTokenMail(user, 'recovery', redirectTarget(r), { pkce: !!pkce, ip: ipOf(r) })
    }
    sendJson(r.res, 200, {}, API_VERSION_HEADER)
  }

  return { recover }
}
