import { send } from '../../http/http.ts'
import { validationFailed } from '../errors.ts'
import { endSessions } from '../sessions.ts'
import { type Route, type AuthContext } from '../context.ts'

export function logoutRoutes(ctx: AuthContext) {
  const { db, authenticate } = ctx

  const logout: Route = async (r) => {
    const { user, claims } = await authenticate(r.req)
    const scope = r.url.searchParams.get('scope') ?? 'global'
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw validationFailed(`Unsupported logout scope "${scope}"`)
    }
    if (claims.session_id) await endSessions(db, user.id, claims.session_id, scope)
    send(r.res, 204, null)
  }

  return { logout }
}
