import { sendJson } from '../../http/http.ts'
import { publicJwks } from '../../keys.ts'
import { type Route, type AuthContext } from '../context.ts'

export function settingsRoutes(ctx: AuthContext) {
  const { config, keys } = ctx

  const settings: Route = async ({ res }) =>
    sendJson(res, 200, {
      external: {
        email: true,
        phone: false, // Without a Google client, the local identity page stands in for Google.
        google: true,
        anonymous_users: config.enableAnonymousSignIns,
      },
      disable_signup: !config.enableSignup,
      mailer_autoconfirm: !config.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      passkeys_enabled: config.passkey.enabled,
    })

  const health: Route = async ({ res }) =>
    sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'GoTrue-compatible auth of the local stack' })

  /** The public keys that verify access tokens, so `auth.getClaims()` checks them without a request. */
  const jwks: Route = async ({ res }) =>
    sendJson(res, 200, publicJwks(keys), { 'cache-control': 'public, max-age=600' })

  return { settings, health, jwks }
}
