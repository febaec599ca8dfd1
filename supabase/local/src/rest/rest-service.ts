import type { IncomingMessage, ServerResponse } from 'node:http'
import { isConnectionError } from '../db/driver.ts'
import { resolveCaller, type Caller } from '../http/caller.ts'
import { send } from '../http/http.ts'
import { createRestContext, type Handler, type RestServiceOptions } from './context.ts'
import { RestError, toRestError } from './errors.ts'
import { readHandlers } from './read-handlers.ts'
import { rpcHandlers } from './rpc-handlers.ts'
import { writeHandlers } from './write-handlers.ts'

interface Route {
  pattern: RegExp
  methods: string[]
  run: Handler
}

/**
 * PostgREST over the local database, split as PostgREST is: request.ts reads the request, plan.ts
 * resolves it against the schema cache, query.ts renders one statement, the handlers run it as the caller
 * in one transaction (context.ts) and answer; this file authenticates and routes.
 */
export function createRestService(options: RestServiceOptions) {
  const rest = createRestContext(options)
  const reads = readHandlers(rest)
  const writes = writeHandlers(rest)
  const rpcs = rpcHandlers(rest)

  async function authorize(req: IncomingMessage): Promise<Caller> {
    const result = await resolveCaller(options.keys, req)
    if (result.ok) return result.caller
    if (result.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired')
    if (result.reason === 'bad_role') throw new RestError(401, 'PGRST301', 'role in the JWT does not exist')
    throw new RestError(401, 'PGRST301', 'JWSError JWSInvalidSignature')
  }

  /** The route table: the first pattern that matches the path answers, or 405 for a method it lacks. */
  const routes: Route[] = [
    { pattern: /^\/?$/, methods: ['GET', 'HEAD'], run: (req, res) => reads.openApi(req, res) },
    { pattern: /^\/rpc\/([^/]+)$/, methods: ['GET', 'HEAD', 'POST'], run: rpcs.rpc },
    { pattern: /^\/([^/]+)$/, methods: ['GET', 'HEAD'], run: reads.read },
    { pattern: /^\/([^/]+)$/, methods: ['POST', 'PATCH', 'DELETE', 'PUT'], run: writes.mutate },
  ]

  return {
    reloadSchema: rest.reloadSchema,
    schemaCache: rest.schemaCache,
    async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
      let caller: Caller = { role: 'anon', claims: {} }
      try {
        caller = await authorize(req)
        const matching = routes.filter((r) => r.pattern.test(path))
        if (matching.length === 0) throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`)
        const route = matching.find((r) => r.methods.includes(req.method!))
        if (!route) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`)
        const name = decodeURIComponent(route.pattern.exec(path)![1] ?? '')
        return await route.run(req, res, url, name, caller)
      } catch (error) {
        const restError = toRestError(error, caller.role === 'anon')
        // A lost database is said once, where it is noticed (the stack, the embedded server's supervisor).
        if (restError.status >= 500 && !(error instanceof RestError) && !isConnectionError(error))
          console.error('[rest]', error)
        send(res, restError.status, req.method === 'HEAD' ? null : JSON.stringify(restError), {
          'content-type': 'application/json; charset=utf-8',
          // The rest of an oversized body is never read, so this connection cannot serve another request.
          ...(restError.status === 413 ? { connection: 'close' } : {}),
        })
      }
    },
  }
}

export type RestService = ReturnType<typeof createRestService>
