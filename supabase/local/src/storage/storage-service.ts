import type { IncomingMessage, ServerResponse } from 'node:http'
import { isConnectionError } from '../db/driver.ts'
import { resolveCaller } from '../http/caller.ts'
import { createStorageContext, type Req, type Route, type StorageServiceOptions } from './context.ts'
import { StorageError, notFound, sendStorageError, unauthorized } from './errors.ts'
import { bucketRoutes } from './routes/bucket.ts'
import { listRoutes } from './routes/list.ts'
import { objectRoutes } from './routes/object.ts'
import { signedRoutes } from './routes/signed.ts'

export { isValidKey, type StorageServiceOptions } from './context.ts'
export { fileSizeLimit } from './routes/bucket.ts'

/**
 * Supabase Storage's HTTP API as storage-api serves it: one route module per operation family
 * (routes/bucket, routes/object, routes/list, routes/signed) behind one route table. A pattern's `*`
 * takes the rest of the path (bucket, then key segments) as the route's params.
 */
export function createStorageService(options: StorageServiceOptions) {
  const ctx = createStorageContext(options)
  const buckets = bucketRoutes(ctx)
  const objects = objectRoutes(ctx)
  const lists = listRoutes(ctx)
  const signed = signedRoutes(ctx, objects)
  const transformed =
    (access: 'public' | 'authenticated'): Route =>
    (r, [bucketId, ...key]) =>
      objects.download(r, bucketId, ctx.keyFrom(key), access, true)

  /** Most specific first: fixed prefixes before `object/*`. */
  const table: [method: string, prefix: string, route: Route, exact?: boolean][] = [
    ['POST', 'bucket', buckets.create, true],
    ['GET', 'bucket', buckets.list, true],
    ['POST', 'bucket/*/empty', buckets.empty],
    ['GET', 'bucket/*', buckets.get],
    ['PUT', 'bucket/*', buckets.update],
    ['DELETE', 'bucket/*', buckets.remove],
    ['POST', 'object/list', lists.list],
    ['POST', 'object/list-v2', lists.listV2],
    ['POST', 'object/move', objects.move, true],
    ['POST', 'object/copy', objects.copy, true],
    ['GET', 'object/info', objects.info],
    ['HEAD', 'object/info', objects.info],
    ['GET', 'object/public', objects.getPublic],
    ['HEAD', 'object/public', objects.getPublic],
    ['GET', 'object/authenticated', objects.get],
    ['HEAD', 'object/authenticated', objects.get],
    ['POST', 'object/upload/sign', signed.createUploadUrl],
    ['PUT', 'object/upload/sign', signed.uploadSigned],
    ['POST', 'object/sign', signed.sign],
    ['GET', 'object/sign', signed.getSigned],
    ['HEAD', 'object/sign', signed.getSigned],
    ['GET', 'render/image/public', transformed('public')],
    ['GET', 'render/image/authenticated', transformed('authenticated')],
    ['GET', 'render/image/sign', signed.renderSigned],
    ['DELETE', 'object', objects.remove],
    ['POST', 'object', objects.create],
    ['PUT', 'object', objects.update],
    ['GET', 'object', objects.get],
    ['HEAD', 'object', objects.get],
  ]

  function match(method: string, segments: string[]): { route: Route; params: string[] } | null {
    for (const [m, pattern, route, exact] of table) {
      if (m !== method) continue
      const parts = pattern.split('/')
      if (segments.length < parts.length) continue
      const params: string[] = []
      let ok = true
      parts.forEach((p, i) => {
        if (p === '*') params.push(segments[i])
        else if (p !== segments[i]) ok = false
      })
      if (!ok) continue
      const rest = segments.slice(parts.length)
      if (exact && rest.length > 0) continue
      if (!exact && params.length === 0 && rest.length === 0) continue
      return { route, params: [...params, ...rest] }
    }
    return null
  }

  async function route(r: Req) {
    const method = r.req.method ?? 'GET'
    // `POST /object/sign/:bucket` with no key signs many paths.
    if (method === 'POST' && r.segments[0] === 'object' && r.segments[1] === 'sign' && r.segments.length === 3)
      return signed.signMany(r, [r.segments[2]])
    const found = match(method, r.segments)
    if (!found) throw new StorageError(404, 'not_found', `Unknown route ${method} /storage/v1/${r.segments.join('/')}`)
    return found.route(r, found.params)
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
      try {
        const resolved = await resolveCaller(options.keys, req)
        if (!resolved.ok)
          throw new StorageError(400, 'InvalidJWT', resolved.reason === 'expired' ? 'jwt expired' : 'invalid signature')
        // Empty segments stay: `a//b` is an invalid key, not `a/b`.
        await route({ req, res, url, caller: resolved.caller, segments: path.replace(/^\//, '').split('/') })
      } catch (error) {
        if (error instanceof StorageError) return sendStorageError(res, error)
        const code = (error as { code?: string }).code
        if (code === '42501') return sendStorageError(res, unauthorized())
        if (code === '23505')
          return sendStorageError(res, new StorageError(409, 'Duplicate', 'The resource already exists'))
        if (code === '23503') return sendStorageError(res, notFound('Bucket'))
        if (error instanceof URIError)
          return sendStorageError(
            res,
            new StorageError(400, 'InvalidKey', 'The object path is not valid percent-encoding'),
          )
        if (isConnectionError(error))
          return sendStorageError(res, new StorageError(503, 'DatabaseError', 'The database is unavailable; try again'))
        // Data exceptions (an id that is not a uuid, text Postgres cannot store) are the caller's input.
        if (typeof code === 'string' && code.startsWith('22'))
          return sendStorageError(res, new StorageError(400, 'InvalidRequest', (error as Error).message))
        console.error('[storage]', error)
        sendStorageError(res, new StorageError(500, 'internal', 'Internal error in storage'))
      }
    },
  }
}
