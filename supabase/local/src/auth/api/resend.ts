import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, validationFailed } from '../errors.ts'
import { findUserByEmail } from '../users.ts'
import { emailChangeFlow } from '../email-change.ts'
import { type Route, type AuthContext } from '../context.ts'

export function resendRoutes(ctx: AuthContext) {
  const { db, ipOf, limit, mailFrequency, redirectTarget, readEmail, sendTokenMail } = ctx
  const emailChange = emailChangeFlow(ctx)

  const resend: Route = async (r) => {
    limit(r, 'resend')
    const type = r.body.type
    const email = readEmail(r.body.email)
    const redirectTo = redirectTarget(r)
    if (type === 'signup' || type === 'email_change') mailFrequency(`resend:${type}`, email)
    const user = await findUserByEmail(db, email)
    if (type === 'signup') {
      if (user && !user.email_confirmed_at) {
        const pkce = user.confirmation_token?.startsWith('pkce_') ?? false
        await sendTokenMail(user, 'signup', redirectTo, { pkce, ip: ipOf(r) })
      }
    } else if (type === 'email_change') {
      // As GoTrue: both links again (with double_confirm_changes), with fresh tokens.
      if (user?.email_change) await emailChange.send(user, user.email_change, redirectTo, { pkce: false, ip: ipOf(r) })
    } else {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change')
    }
    sendJson(r.res, 200, {}, API_VERSION_HEADER)
  }

  return { resend }
}
