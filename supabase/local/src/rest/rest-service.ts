import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database, Queryable } from '../db/driver.ts'
import { callerSettings, resolveCaller, type Caller } from '../http/caller.ts'
import { send } from '../http/http.ts'
import type { Keys } from '../keys.ts'
import { toCsv } from './csv.ts'
import { RestError, toRestError } from './errors.ts'
import { planMutate, planRead, planRpc, type PlanContext } from './plan.ts'
import { mutateStatement, readStatement, rpcStatement, wantsBody } from './query.ts'
import { readPayload, type Accept } from './request.ts'
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts'

export type { SelectItem } from './parse.ts'

/**
 * PostgREST over the local database, split as PostgREST is: request.ts reads the request, plan.ts
 * resolves it against the schema cache, query.ts renders one statement, and this file routes, runs the
 * statement as the caller in one transaction and answers.
 */
export interface RestServiceOptions {
  db: Database
  keys: Keys
  schemas: string[]
  maxRows: number | null
}

type RequestContext = Caller

interface Route {
  pattern: RegExp
  methods: string[]
  run: (req: IncomingMessage, res: ServerResponse, url: URL, name: string, ctx: RequestContext) => Promise<void>
}

function respond(
  res: ServerResponse,
  req: IncomingMessage,
  opts: { status: number; body: string; accept: Accept; headers?: Record<string, string> },
) {
  const isHead = req.method === 'HEAD'
  let body = opts.body
  let contentType = 'application/json; charset=utf-8'
  if (opts.accept === 'object') {
    contentType = 'application/vnd.pgrst.object+json; charset=utf-8'
    const parsed = JSON.parse(body)
    body = JSON.stringify(Array.isArray(parsed) ? parsed[0] : parsed)
  } else if (opts.accept === 'csv') {
    contentType = 'text/csv; charset=utf-8'
    body = toCsv(JSON.parse(body))
  }
  send(res, opts.status, isHead ? null : body, { 'content-type': contentType, ...opts.headers })
}

function singularCheck(accept: Accept, rows: number) {
  if (accept === 'object' && rows !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${rows} rows`,
    )
  }
}

export function createRestService(options: RestServiceOptions) {
  const { db, keys } = options
  // One load at a time: a burst of callers (say, realtime dispatching thousands of changes at start) shares it.
  let cache: Promise<SchemaCache> | null = null

  function schemaCache(): Promise<SchemaCache> {
    const loading = (cache ??= loadSchemaCache(db, options.schemas))
    loading.catch(() => {
      if (cache === loading) cache = null
    })
    return loading
  }

  async function planContext(): Promise<PlanContext> {
    return { cache: await schemaCache(), schemas: options.schemas, maxRows: options.maxRows }
  }

  async function authorize(req: IncomingMessage): Promise<RequestContext> {
    const result = await resolveCaller(keys, req)
    if (result.ok) return result.caller
    if (result.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired')
    if (result.reason === 'bad_role') throw new RestError(401, 'PGRST301', 'role in the JWT does not exist')
    throw new RestError(401, 'PGRST301', 'JWSError JWSInvalidSignature')
  }

  /** One transaction as the caller: role and claims set locally, as PostgREST does; GET and HEAD read only. */
  function withRole<T>(
    ctx: RequestContext,
    req: IncomingMessage,
    path: string,
    readOnly: boolean,
    fn: (tx: Queryable) => Promise<T>,
  ) {
    return db.transaction(fn, {
      ...callerSettings(ctx, req, path),
      ...(readOnly ? { transaction_read_only: 'on' } : {}),
    })
  }

  // ── reads ─────────────────────────────────────────────────────────────────────────────────────

  async function read(req: IncomingMessage, res: ServerResponse, url: URL, name: string, ctx: RequestContext) {
    const plan = planRead(await planContext(), req, url, name)
    const { sql, params } = readStatement(plan)
    const result = await withRole(ctx, req, url.pathname, true, async (tx) => {
      const { rows } = await tx.query<{ body: string; rows: number; total: string | null }>(sql, params)
      return rows[0]
    })
    const rows = Number(result.rows)
    singularCheck(plan.accept, rows)
    const total = result.total === null ? null : Number(result.total)
    const offset = plan.root.offset ?? 0
    if (total !== null && offset > 0 && offset >= total && rows === 0) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
      )
    }
    const contentRange = `${rows ? `${offset}-${offset + rows - 1}` : '*'}/${total ?? '*'}`
    const partial = total !== null && rows < total
    respond(res, req, {
      status: partial ? 206 : 200,
      body: result.body,
      accept: plan.accept,
      headers: {
        'content-range': contentRange,
        ...(plan.prefer.count ? { 'preference-applied': `count=${plan.prefer.count}` } : {}),
      },
    })
  }

  // ── writes ────────────────────────────────────────────────────────────────────────────────────

  async function mutate(req: IncomingMessage, res: ServerResponse, url: URL, name: string, ctx: RequestContext) {
    const c = await planContext()
    const body = req.method === 'DELETE' ? null : await readPayload(req)
    const plan = planMutate(c, req, url, name, body)
    const { prefer, accept } = plan
    if (plan.kind === 'update' && plan.columns.length === 0)
      return respond(res, req, { status: prefer.return === 'representation' ? 200 : 204, body: '[]', accept: 'json' })
    const { sql, params } = mutateStatement(plan)
    const result = await withRole(ctx, req, url.pathname, false, async (tx) => {
      const { rows } = await tx.query<{ total: string; body: string | null; keys: string | null }>(sql, params)
      // A singular request that matched other than one row changes nothing, as in PostgREST.
      singularCheck(accept, Number(rows[0].total))
      return rows[0]
    })
    const total = Number(result.total)
    const headers: Record<string, string> = { 'content-range': `*/${prefer.count ? total : '*'}` }
    const applied = [
      prefer.return && `return=${prefer.return}`,
      prefer.count && `count=${prefer.count}`,
      prefer.resolution && `resolution=${prefer.resolution}`,
      prefer.missing && 'missing=default',
    ].filter(Boolean)
    if (applied.length) headers['preference-applied'] = applied.join(', ')
    if (result.keys) {
      const first = (JSON.parse(result.keys) as Record<string, unknown>[])[0]
      if (first)
        headers.location = `/${name}?${Object.entries(first)
          .map(([k, v]) => `${k}=eq.${v}`)
          .join('&')}`
    }
    const method = req.method
    const withBody = wantsBody(plan)
    const status = method === 'POST' ? 201 : method === 'PUT' ? 200 : withBody ? 200 : 204
    if (!withBody) return send(res, status, null, headers)
    respond(res, req, { status, body: result.body!, accept, headers })
  }

  // ── rpc ───────────────────────────────────────────────────────────────────────────────────────

  async function rpc(req: IncomingMessage, res: ServerResponse, url: URL, name: string, ctx: RequestContext) {
    const c = await planContext()
    const isRead = req.method === 'GET' || req.method === 'HEAD'
    const body = isRead ? null : await readPayload(req)
    const plan = planRpc(c, req, url, name, body)
    const { kind, sql, params } = rpcStatement(plan)
    const result = await withRole(ctx, req, url.pathname, isRead, async (tx) => {
      const { rows } = await tx.query<{ body: string }>(sql, params)
      if (kind === 'rows' || kind === 'row') singularCheck(plan.accept, (JSON.parse(rows[0].body) as unknown[]).length)
      return rows[0]
    })
    if (kind === 'void') return send(res, 204, null)
    let out = result.body ?? 'null'
    if (kind === 'row') out = JSON.stringify((JSON.parse(out) as unknown[])[0] ?? null)
    const rows = kind === 'rows' ? (JSON.parse(out) as unknown[]).length : 1
    respond(res, req, {
      status: 200,
      body: out,
      accept: plan.accept === 'object' && kind !== 'rows' ? 'json' : plan.accept,
      headers: kind === 'rows' ? { 'content-range': `${rows ? `0-${rows - 1}` : '*'}/*` } : {},
    })
  }

  async function openApi(_req: IncomingMessage, res: ServerResponse) {
    const c = await schemaCache()
    send(
      res,
      200,
      JSON.stringify({
        swagger: '2.0',
        info: { title: 'local PostgREST', version: '12' },
        paths: Object.fromEntries([...c.relations.values()].map((r) => [`/${r.name}`, {}])),
      }),
      { 'content-type': 'application/openapi+json; charset=utf-8' },
    )
  }

  /** The route table: the first pattern that matches the path answers, or 405 for a method it lacks. */
  const routes: Route[] = [
    { pattern: /^\/?$/, methods: ['GET', 'HEAD'], run: (req, res) => openApi(req, res) },
    { pattern: /^\/rpc\/([^/]+)$/, methods: ['GET', 'HEAD', 'POST'], run: rpc },
    { pattern: /^\/([^/]+)$/, methods: ['GET', 'HEAD'], run: read },
    { pattern: /^\/([^/]+)$/, methods: ['POST', 'PATCH', 'DELETE', 'PUT'], run: mutate },
  ]

  return {
    reloadSchema() {
      cache = null
    },
    schemaCache,
    async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
      let ctx: RequestContext = { role: 'anon', claims: {} }
      try {
        ctx = await authorize(req)
        const matching = routes.filter((r) => r.pattern.test(path))
        if (matching.length === 0) throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`)
        const route = matching.find((r) => r.methods.includes(req.method!))
        if (!route) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`)
        const name = decodeURIComponent(route.pattern.exec(path)![1] ?? '')
        return await route.run(req, res, url, name, ctx)
      } catch (error) {
        const restError = toRestError(error, ctx.role === 'anon')
        if (restError.status >= 500 && !(error instanceof RestError)) console.error('[rest]', error)
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
