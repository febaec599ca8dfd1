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

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'

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

  /**
   * Each path pattern with its route per method, most specific first (fixed prefixes before `object/*`);
   * an `exact` pattern takes no further segments.
   */
  const table: [pattern: string, routes: Partial<Record<Method, Route>>, exact?: boolean][] = [
    ['bucket', { POST: buckets.create, GET: buckets.list }, true],
    ['bucket/*/empty', { POST: buckets.empty }],
    ['bucket/*', { GET: buckets.get, PUT: buckets.update, DELETE: buckets.remove }],
    ['object/list', { POST: lists.list }],
    ['object/list-v2', { POST: lists.listV2 }],
    ['object/move', { POST: objects.move }, true],
    ['object/copy', { POST: objects.copy }, true],
    ['object/info', { GET: objects.info, HEAD: objects.info }],
    ['object/public', { GET: objects.getPublic, HEAD: objects.getPublic }],
    ['object/authenticated', { GET: objects.get, HEAD: objects.get }],
    ['object/upload/sign', { POST: signed.createUploadUrl, PUT: signed.uploadSigned }],
    ['object/sign', { POST: signed.sign, GET: signed.getSigned, HEAD: signed.getSigned }],
    ['render/image/public', { GET: transformed('public') }],
    ['render/image/authenticated', { GET: transformed('authenticated') }],
    ['render/image/sign', { GET: signed.renderSigned }],
    [
      'object',
      { DELETE: objects.remove, POST: objects.create, PUT: objects.update, GET: objects.get, HEAD: objects.get },
    ],
  ]

  function match(method: string, segments: string[]): { route: Route; params: string[] } | null {
    for (const [pattern, routes, exact] of table) {
      const route = Object.hasOwn(routes, method) ? routes[method as Method] : undefined
      if (!route) continue
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
