import { send, sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError, userNotFound, validationFailed } from '../errors.ts'
import { UUID, type AuthContext, type Request, type Route } from '../context.ts'
import { findUserById } from '../users.ts'
import { findCredential, listCredentials, passkeyJson, passkeysDisabled, requireManagementAal } from '../passkeys.ts'

/** Go's `len` counts bytes: GoTrue's 120-character limit on a name is 120 bytes of UTF-8. */
const MAX_NAME_BYTES = 120

/**
 * A member's passkeys (GoTrue's `passkey_manage.go`: list, rename, remove) and the admin API's
 * (`passkey_admin.go`). Admin routes answer even with passkeys off, as GoTrue's do.
 */
export function passkeyManageRoutes(ctx: AuthContext) {
  const { db, config, authenticate, requireAdmin } = ctx

  async function member(r: Request) {
    if (!config.passkey.enabled) throw passkeysDisabled()
    return authenticate(r.req)
  }

  const passkeyIdOf = (r: Request) => /\/passkeys\/([^/]*)\/?$/.exec(r.url.pathname)?.[1] ?? ''

  const list: Route = async (r) => {
    const { user } = await member(r)
    sendJson(r.res, 200, (await listCredentials(db, user.id)).map(passkeyJson), API_VERSION_HEADER)
  }

  const update: Route = async (r) => {
    const { user } = await member(r)
    const id = passkeyIdOf(r)
    const name = r.body.friendly_name
    if (typeof name !== 'string' || name === '') throw validationFailed('friendly_name is required')
    if (Buffer.byteLength(name) > MAX_NAME_BYTES) {
      throw validationFailed('friendly_name must be 120 characters or less')
    }
    const credential = await findCredential(db, user.id, id)
    await db.query(`update auth.webauthn_credentials set friendly_name = $2, updated_at = now() where id = $1`, [
      credential.id,
      name,
    ])
    sendJson(r.res, 200, passkeyJson({ ...credential, friendly_name: name }), API_VERSION_HEADER)
  }

  const remove: Route = async (r) => {
    const { user, claims } = await member(r)
    await requireManagementAal(db, user, claims)
    const credential = await findCredential(db, user.id, passkeyIdOf(r))
    await db.query(`delete from auth.webauthn_credentials where id = $1`, [credential.id])
    send(r.res, 204, null, API_VERSION_HEADER)
  }

  /** The user of `/admin/users/:id/passkeys…`, as GoTrue's `loadUser` finds it: both failures are 404s. */
  async function adminUser(r: Request) {
    await requireAdmin(r.req)
    const id = /\/admin\/users\/([^/]*)\/passkeys/.exec(r.url.pathname)?.[1] ?? ''
    if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID')
    const user = await findUserById(db, id)
    if (!user) throw userNotFound()
    return user
  }

  const adminList: Route = async (r) => {
    const user = await adminUser(r)
    sendJson(r.res, 200, (await listCredentials(db, user.id)).map(passkeyJson), API_VERSION_HEADER)
  }

  const adminRemove: Route = async (r) => {
    const user = await adminUser(r)
    const credential = await findCredential(db, user.id, passkeyIdOf(r))
    await db.query(`delete from auth.webauthn_credentials where id = $1`, [credential.id])
    send(r.res, 204, null, API_VERSION_HEADER)
  }

  return { list, update, remove, adminList, adminRemove }
}
