import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError } from '../errors.ts'
import { listIdentities, updateUser } from '../users.ts'
import { UUID, type Route, type AuthContext } from '../context.ts'

/** `unlinkIdentity()`, as GoTrue's `internal/api/identity.go`: DELETE /user/identities/:identity_id. */
export function identityRoutes(ctx: AuthContext) {
  const { db, config, authenticate } = ctx

  const unlink: Route = async (r) => {
    const { user } = await authenticate(r.req)
    if (!config.enableManualLinking) throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled')
    const id = r.url.pathname.split('/').pop() ?? ''
    const identities = await listIdentities(db, user.id)
    const identity = UUID.test(id) ? identities.find((i) => i.id === id) : undefined
    if (!identity) throw new AuthError(404, 'identity_not_found', "Identity doesn't exist")
    if (identities.length <= 1) {
      throw new AuthError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking')
    }
    await db.query(`delete from auth.identities where id = $1`, [identity.id])
    const remaining = identities.filter((i) => i.id !== identity.id)
    const providers = [...new Set(remaining.map((i) => i.provider))]
    const appMetadata = user.raw_app_meta_data ?? {}
    const provider = providers.includes(String(appMetadata.provider)) ? appMetadata.provider : providers[0]
    const fields: Record<string, unknown> = { raw_app_meta_data: { ...appMetadata, provider, providers } }
    // The address came from the unlinked identity: GoTrue takes the next identity's.
    if (identity.email && identity.email === user.email) {
      const next = remaining.find((i) => i.email)?.email
      if (next) fields.email = next
    }
    await updateUser(db, user.id, fields)
    sendJson(r.res, 200, {}, API_VERSION_HEADER)
  }

  return { unlink }
}
