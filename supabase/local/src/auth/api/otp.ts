import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError } from '../errors.ts'
import { readPkceParams } from '../pkce.ts'
import { createUser, findUserByEmail } from '../users.ts'
import { type Route, type AuthContext } from '../context.ts'

export function otpRoutes(ctx: AuthContext) {
  const { db, config, ipOf, limit, mailFrequency, redirectTarget, readEmail, sendTokenMail, startPkceFlow } = ctx

  /** `/otp` and `/magiclink` answer alike; GoTrue limits each apart, at the sign-in/sign-up rate. */
  const send =
    (family: 'otp' | 'magicLink'): Route =>
    async (r) => {
      limit(r, family)
      if (r.body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled')
      const email = readEmail(r.body.email)
      const pkce = readPkceParams(r.body)
      const redirectTo = redirectTarget(r)
      mailFrequency('otp', email)
      let user = await findUserByEmail(db, email)
      if (!user) {
        // An unknown address with create_user:false answers as a known one does: no mail, same response.
        if (r.body.create_user === false) return sendJson(r.res, 200, {}, API_VERSION_HEADER)
        if (!config.enableSignup) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp')
        const data = (r.body.data && typeof r.body.data === 'object' ? r.body.data : {}) as Record<string, unknown>
        user = await createUser(db, { email, userMetadata: data, provider: 'email', confirmed: false })
        await startPkceFlow(pkce, user.id, 'email/signup')
        await sendTokenMail(user, 'signup', redirectTo, { pkce: !!pkce, ip: ipOf(r) })
      } else {
        await startPkceFlow(pkce, user.id, 'magiclink')
        await sendTokenMail(user, 'magiclink', redirectTo, { pkce: !!pkce, ip: ipOf(r) })
      }
      sendJson(r.res, 200, {}, API_VERSION_HEADER)
    }

  return { otp: send('otp'), magiclink: send('magicLink') }
}
