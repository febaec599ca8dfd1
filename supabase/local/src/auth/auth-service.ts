import type { IncomingMessage, ServerResponse } from 'node:http'
import { AuthError, sendAuthError } from './errors.ts'
import { createAuthContext, readRequestBody, type AuthServiceOptions, type Route } from './context.ts'
import { settingsRoutes } from './api/settings.ts'
import { signupRoutes } from './api/signup.ts'
import { tokenRoutes } from './api/token.ts'
import { logoutRoutes } from './api/logout.ts'
import { userRoutes } from './api/user.ts'
import { recoverRoutes } from './api/recover.ts'
import { otpRoutes } from './api/otp.ts'
import { resendRoutes } from './api/resend.ts'
import { verifyRoutes } from './api/verify.ts'
import { externalRoutes } from './api/external.ts'
import { adminRoutes } from './api/admin.ts'
import { mfaRoutes } from './api/mfa.ts'
import { identityRoutes } from './api/identity.ts'
import { passkeyRegistrationRoutes } from './api/passkey-registration.ts'
import { passkeyAuthenticationRoutes } from './api/passkey-authentication.ts'
import { passkeyManageRoutes } from './api/passkey-manage.ts'

export type { AuthServiceOptions } from './context.ts'

/**
 * GoTrue's API as the local stack serves it: one file per endpoint group under `api/` (as GoTrue keeps
 * `internal/api/signup.go`, `token.go`, `verify.go`, …), all sharing one context, behind this route table.
 */
export function createAuthService(options: AuthServiceOptions) {
  const ctx = createAuthContext(options)
  const settings = settingsRoutes(ctx)
  const signup = signupRoutes(ctx)
  const token = tokenRoutes(ctx)
  const logout = logoutRoutes(ctx)
  const user = userRoutes(ctx)
  const recover = recoverRoutes(ctx)
  const otp = otpRoutes(ctx)
  const resend = resendRoutes(ctx)
  const verify = verifyRoutes(ctx)
  const external = externalRoutes(ctx)
  const admin = adminRoutes(ctx)
  const mfa = mfaRoutes(ctx)
  const identity = identityRoutes(ctx)
  const passkeyRegistration = passkeyRegistrationRoutes(ctx)
  const passkeyAuthentication = passkeyAuthenticationRoutes(ctx)
  const passkeys = passkeyManageRoutes(ctx)

  const routes: Record<string, Route> = {
    'GET /settings': settings.settings,
    'GET /health': settings.health,
    'GET /.well-known/jwks.json': settings.jwks,
    'POST /signup': signup.signup,
    'POST /token': token.token,
    'POST /logout': logout.logout,
    'GET /user': user.getUser,
    'PUT /user': user.putUser,
    'POST /recover': recover.recover,
    'POST /otp': otp.otp,
    'POST /magiclink': otp.magiclink,
    'POST /resend': resend.resend,
    'GET /verify': verify.verifyGet,
    'POST /verify': verify.verifyPost,
    'GET /authorize': external.authorize,
    'GET /callback': external.callback,
    'GET /_local/identity': external.localIdentityPage,
    'POST /_local/identity': external.localIdentitySubmit,
    'GET /admin/users': admin.adminListUsers,
    'POST /admin/users': admin.adminCreateUser,
    'GET /admin/users/:id': admin.adminUser('GET'),
    'PUT /admin/users/:id': admin.adminUser('PUT'),
    'DELETE /admin/users/:id': admin.adminUser('DELETE'),
    'POST /admin/generate_link': admin.adminGenerateLink,
    'GET /admin/users/:id/factors': admin.adminListFactors,
    'DELETE /admin/users/:id/factors/:factor': admin.adminDeleteFactor,
    'GET /reauthenticate': user.reauthenticate,
    'POST /invite': admin.invite,
    'POST /factors': mfa.enroll,
    'POST /factors/:id/challenge': mfa.challenge,
    'POST /factors/:id/verify': mfa.verify,
    'DELETE /factors/:id': mfa.unenroll,
    'GET /user/identities/authorize': external.linkAuthorize,
    'DELETE /user/identities/:id': identity.unlink,
    'POST /passkeys/registration/options': passkeyRegistration.options,
    'POST /passkeys/registration/verify': passkeyRegistration.verify,
    'POST /passkeys/authentication/options': passkeyAuthentication.options,
    'POST /passkeys/authentication/verify': passkeyAuthentication.verify,
    'GET /passkeys': passkeys.list,
    'PATCH /passkeys/:id': passkeys.update,
    'DELETE /passkeys/:id': passkeys.remove,
    'GET /admin/users/:id/passkeys': passkeys.adminList,
    'DELETE /admin/users/:id/passkeys/:passkey': passkeys.adminRemove,
  }

  /** The route-table key of a path: ids in it become `:id`. */
  const routeKey = (method: string | undefined, path: string) =>
    `${method} ${path
      .replace(/^\/admin\/users\/[^/]+$/, '/admin/users/:id')
      .replace(/^\/admin\/users\/[^/]+\/factors$/, '/admin/users/:id/factors')
      .replace(/^\/admin\/users\/[^/]+\/factors\/[^/]+$/, '/admin/users/:id/factors/:factor')
      .replace(/^\/admin\/users\/[^/]+\/passkeys\/?$/, '/admin/users/:id/passkeys')
      .replace(/^\/admin\/users\/[^/]+\/passkeys\/[^/]+\/?$/, '/admin/users/:id/passkeys/:passkey')
      .replace(/^\/passkeys\/?$/, '/passkeys')
      .replace(/^\/passkeys\/(?!(registration|authentication)\/)[^/]+\/?$/, '/passkeys/:id')
      .replace(/^\/factors\/[^/]+/, '/factors/:id')
      .replace(/^\/user\/identities\/(?!authorize$)[^/]+$/, '/user/identities/:id')}`

  /** Browser navigations that carry no apikey, as Kong leaves them open on hosted Supabase. */
  const OPEN_ROUTES = new Set([
    'GET /verify',
    'GET /authorize',
    'GET /callback',
    'GET /_local/identity',
    'POST /_local/identity',
    'GET /health',
    'GET /settings',
    'GET /.well-known/jwks.json',
  ])

  return {
    isOpenRoute(method: string, path: string) {
      return OPEN_ROUTES.has(`${method} ${path}`)
    },
    async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
      const route = routes[routeKey(req.method, path)]
      if (!route) {
        return sendAuthError(res, new AuthError(404, 'not_found', `Unknown endpoint ${req.method} /auth/v1${path}`))
      }
      try {
        const body = req.method === 'GET' || req.method === 'DELETE' ? {} : await readRequestBody(req)
        await route({ req, res, url, body })
      } catch (error) {
        if (error instanceof AuthError) return sendAuthError(res, error)
        throw error
      }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
