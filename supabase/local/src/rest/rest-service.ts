import type { IncomingMessage, ServerResponse } from 'node:http'
import { isConnectionError, type Database, type Queryable } from '../db/driver.ts'
import { callerSettings, resolveCaller, type Caller } from '../http/caller.ts'
import { send } from '../http/http.ts'
import type { Keys } from '../keys.ts'
import { ident } from '../db/identifiers.ts'
import { createCastResolver } from './casts.ts'
import { RestError, toRestError } from './errors.ts'
import { planMutate, planRead, planRpc, type PlanContext } from './plan.ts'
import { preRequestStatement } from './pre-request.ts'
import type { ReadNode } from './read-tree.ts'
import {
  mutateStatement,
  plannedCountStatement,
  readStatement,
  rpcStatement,
  wantsBody,
  type Statement,
} from './query.ts'
import {
  appliedPreferences,
  readPayload,
  readRpcPayload,
  type Accept,
  type AcceptSpec,
  type Prefer,
} from './request.ts'
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
  /** `[api] schemas`: exposed schemas, the first the default. */
  schemas: string[]
  /** `[api] extra_search_path`: follows the request's schema in its search_path. */
  extraSearchPath?: string[]
  maxRows: number | null
}

type RequestContext = Caller

interface Route {
  pattern: RegExp
  methods: string[]
  run: (req: IncomingMessage, res: ServerResponse, url: URL, name: string, ctx: RequestContext) => Promise<void>
}

const CONTENT_TYPES: Record<Accept, string> = {
  json: 'application/json',
  object: 'application/vnd.pgrst.object+json',
  csv: 'text/csv',
}

function contentType(accept: Accept, stripNulls: boolean): string {
  if (stripNulls)
    return `${accept === 'object' ? CONTENT_TYPES.object : 'application/vnd.pgrst.array+json'};nulls=stripped; charset=utf-8`
  return `${CONTENT_TYPES[accept]}; charset=utf-8`
}

function respond(
  res: ServerResponse,
  req: IncomingMessage,
  opts: { status: number; body: string; accept: Accept; stripNulls?: boolean; headers?: Record<string, string> },
) {
  send(res, opts.status, req.method === 'HEAD' ? null : opts.body, {
    'content-type': contentType(opts.accept, opts.stripNulls ?? false),
    ...opts.headers,
  })
}

function singularCheck(accept: Accept, rows: number) {
  if (accept === 'object' && rows !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    )
  }
}

function maxAffectedCheck(prefer: Prefer, affected: number) {
  if (prefer.handling === 'strict' && prefer.maxAffected !== undefined && affected > prefer.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    )
  }
}

/** Thrown to end a transaction with ROLLBACK while still answering with what it computed. */
class RollbackWith<T> {
  constructor(readonly value: T) {}
}

/** The planner's estimate from `explain (format json)`. */
async function plannedCount(tx: Queryable, statement: Statement): Promise<number> {
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(statement.sql, statement.params)
  const raw = rows[0]['QUERY PLAN']
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[]
  return Math.round(plan[0].Plan['Plan Rows'])
}

export function createRestService(options: RestServiceOptions) {
  const { db, keys } = options
  const extraSearchPath = options.extraSearchPath ?? ['public', 'extensions']
  // One load at a time: a burst of callers (say, realtime dispatching thousands of changes at start) shares it.
  let cache: Promise<SchemaCache> | null = null
  let loaded: SchemaCache | null = null

  function schemaCache(): Promise<SchemaCache> {
    const loading = (cache ??= loadSchemaCache(db, options.schemas))
    loading.then(
      (c) => {
        if (cache === loading) loaded = c
      },
      () => {
        if (cache === loading) cache = null
      },
    )
    return loading
  }

  // One plan context per loaded cache: a request reuses it without building it or awaiting the load again.
  let context: { cache: SchemaCache; ctx: PlanContext } | null = null
  function contextFor(c: SchemaCache): PlanContext {
    if (context?.cache === c) return context.ctx
    const ctx: PlanContext = {
      cache: c,
      schemas: options.schemas,
      maxRows: options.maxRows,
      allowTxOverride: (c.settings.db_tx_end ?? 'commit').endsWith('-allow-override'),
    }
    context = { cache: c, ctx }
    return ctx
  }

  async function planContext(): Promise<PlanContext> {
    if (loaded && cache && (await cache) === loaded) return contextFor(loaded)
    return contextFor(await schemaCache())
  }

  async function authorize(req: IncomingMessage): Promise<RequestContext> {
    const result = await resolveCaller(keys, req)
    if (result.ok) return result.caller
    if (result.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired')
    if (result.reason === 'bad_role') throw new RestError(401, 'PGRST301', 'role in the JWT does not exist')
    throw new RestError(401, 'PGRST301', 'JWSError JWSInvalidSignature')
  }

  /** Whether this request's transaction ends in ROLLBACK: `pgrst.db_tx_end`, or `Prefer: tx=` where it may override. */
  function rollsBack(prefer: Prefer): boolean {
    const end = loaded?.settings.db_tx_end ?? 'commit'
    return prefer.tx ? prefer.tx === 'rollback' : end.startsWith('rollback')
  }

  const searchPaths = new Map<string, string>()
  /** A request's search_path: its schema, then `[api] extra_search_path`. */
  function searchPathFor(schema: string): string {
    let searchPath = searchPaths.get(schema)
    if (searchPath === undefined) {
      searchPath = [schema, ...extraSearchPath].map(ident).join(', ')
      searchPaths.set(schema, searchPath)
    }
    return searchPath
  }

  const resolveCasts = createCastResolver(db)
  /** The plan's casts, resolved as its statement will read them (the same search_path). */
  const resolvePlanCasts = (c: PlanContext, plan: { schema: string; root: ReadNode | null }) =>
    resolveCasts(c.cache, searchPathFor(plan.schema), plan.root)

  /** The transaction-local settings of a request: the caller's role and claims, search_path, read-only for reads. */
  function requestSettings(
    ctx: RequestContext,
    req: IncomingMessage,
    url: URL,
    opts: { readOnly: boolean; schema: string },
  ): Record<string, string> {
    return {
      ...callerSettings(ctx, req, url.pathname),
      search_path: searchPathFor(opts.schema),
      ...(opts.readOnly ? { transaction_read_only: 'on' } : {}),
    }
  }

  /**
   * The request's one statement as the caller (see withRole), in one round trip where nothing has to be
   * looked at before the transaction ends: BEGIN, settings, statement and COMMIT (or ROLLBACK) are sent
   * together, the statement prepared once per query shape. `check` runs inside the transaction (its
   * error rolls the write back), at the cost of one more trip.
   */
  async function runAs<T>(
    ctx: RequestContext,
    req: IncomingMessage,
    url: URL,
    opts: { readOnly: boolean; schema: string; prefer: Prefer },
    statement: Statement,
    check?: (rows: T[]) => void,
  ): Promise<T[]> {
    const result = await db.run<T>(statement, requestSettings(ctx, req, url, opts), {
      rollback: rollsBack(opts.prefer),
      check: check && ((r) => check(r.rows)),
      before: preRequestStatement(loaded),
    })
    return result.rows
  }

  /**
   * One transaction as the caller: role, claims and search_path (the request's schema, then
   * `[api] extra_search_path`) set locally, as PostgREST does; GET and HEAD read only.
   */
  async function withRole<T>(
    ctx: RequestContext,
    req: IncomingMessage,
    url: URL,
    opts: { readOnly: boolean; schema: string; prefer: Prefer },
    fn: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    const rollback = rollsBack(opts.prefer)
    try {
      return await db.transaction(
        async (tx) => {
          const before = preRequestStatement(loaded)
          if (before) await tx.query(before)
          const value = await fn(tx)
          if (rollback) throw new RollbackWith(value)
          return value
        },
        requestSettings(ctx, req, url, opts),
      )
    } catch (error) {
      if (error instanceof RollbackWith) return error.value as T
      throw error
    }
  }

  /** `Content-Profile` names the schema when more than one is exposed, as PostgREST answers. */
  const profileHeader = (schema: string): Record<string, string> =>
    options.schemas.length > 1 ? { 'content-profile': schema } : {}

  // ── reads ─────────────────────────────────────────────────────────────────────────────────────

  async function read(req: IncomingMessage, res: ServerResponse, url: URL, name: string, ctx: RequestContext) {
    const c = await planContext()
    const plan = planRead(c, req, url, name)
    await resolvePlanCasts(c, plan)
    const { sql, params } = readStatement(plan)
    const { prefer } = plan
    if (plan.explain) return explain(req, res, url, ctx, plan.schema, plan.explain, { sql, params })
    const planned = prefer.count === 'planned' || (prefer.count === 'estimated' && options.maxRows !== null)
    const result = !planned
      ? await runAs<{ body: string; rows: number; total: string | null }>(
          ctx,
          req,
          url,
          { readOnly: true, schema: plan.schema, prefer },
          { sql, params },
        ).then(([row]) => ({
          body: row.body,
          rows: Number(row.rows),
          total: row.total === null ? null : Number(row.total),
        }))
      : await withRole(ctx, req, url, { readOnly: true, schema: plan.schema, prefer }, async (tx) => {
          const { rows } = await tx.query<{ body: string; rows: number; total: string | null }>(sql, params)
          const row = rows[0]
          let total = row.total === null ? null : Number(row.total)
          if (
            prefer.count === 'planned' ||
            (prefer.count === 'estimated' && options.maxRows !== null && total! > options.maxRows)
          ) {
            total = await plannedCount(tx, plannedCountStatement(plan.relation, plan.root))
          }
          return { body: row.body, rows: Number(row.rows), total }
        })
    const { rows, total } = result
    singularCheck(plan.accept, rows)
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
    const applied = appliedPreferences(prefer, { resolution: false, missing: false, return: false })
    respond(res, req, {
      status: partial ? 206 : 200,
      body: result.body,
      accept: plan.accept,
      stripNulls: plan.stripNulls,
      headers: {
        'content-range': contentRange,
        ...profileHeader(plan.schema),
        ...(applied ? { 'preference-applied': applied } : {}),
      },
    })
  }

  /** `Accept: application/vnd.pgrst.plan+json`: the query's EXPLAIN, only where `pgrst.db_plan_enabled` allows it. */
  async function explain(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    ctx: RequestContext,
    schema: string,
    spec: NonNullable<AcceptSpec['explain']>,
    statement: Statement,
  ) {
    if (loaded?.settings.db_plan_enabled !== 'true') {
      throw new RestError(406, 'PGRST107', `None of these media types are available: ${req.headers.accept}`)
    }
    const options = [`format ${spec.format}`, ...spec.options].join(', ')
    const prefer = { paramsSingleObject: false, invalid: [] }
    const rows = await withRole(ctx, req, url, { readOnly: true, schema, prefer }, async (tx) => {
      const result = await tx.query<{ 'QUERY PLAN': unknown }>(
        `explain (${options}) ${statement.sql}`,
        statement.params,
      )
      return result.rows.map((r) => r['QUERY PLAN'])
    })
    const body =
      spec.format === 'json'
        ? typeof rows[0] === 'string'
          ? (rows[0] as string)
          : JSON.stringify(rows[0])
        : rows.join('\n')
    const type = `application/vnd.pgrst.plan+${spec.format}; for="application/json"; charset=utf-8`
    send(res, 200, req.method === 'HEAD' ? null : body, { 'content-type': type })
  }

  // ── writes ────────────────────────────────────────────────────────────────────────────────────

  async function mutate(req: IncomingMessage, res: ServerResponse, url: URL, name: string, ctx: RequestContext) {
    const c = await planContext()
    const body = req.method === 'DELETE' ? null : await readPayload(req)
    const plan = planMutate(c, req, url, name, body)
    if (wantsBody(plan)) await resolvePlanCasts(c, plan)
    const { prefer, accept } = plan
    if (plan.kind === 'update' && plan.columns.length === 0)
      return respond(res, req, { status: prefer.return === 'representation' ? 200 : 204, body: '[]', accept: 'json' })
    const { sql, params } = mutateStatement(plan)
    const [result] = await runAs<{ total: string; inserted: string; body: string | null; keys: string | null }>(
      ctx,
      req,
      url,
      { readOnly: false, schema: plan.schema, prefer },
      { sql, params },
      (rows) => {
        // A singular request that matched other than one row changes nothing, as in PostgREST.
        singularCheck(accept, Number(rows[0].total))
        maxAffectedCheck(prefer, Number(rows[0].total))
      },
    )
    const total = Number(result.total)
    const headers: Record<string, string> = {
      'content-range': `*/${prefer.count ? total : '*'}`,
      ...profileHeader(plan.schema),
    }
    const isUpsert = plan.kind === 'insert' && plan.conflict !== null
    const applied = appliedPreferences(prefer, {
      resolution: isUpsert && plan.method === 'POST',
      missing: plan.kind !== 'delete',
    })
    if (applied) headers['preference-applied'] = applied
    if (result.keys) {
      const first = (JSON.parse(result.keys) as Record<string, unknown>[])[0]
      if (first)
        headers.location = `/${name}?${Object.entries(first)
          .map(([k, v]) => `${k}=eq.${v}`)
          .join('&')}`
    }
    const withBody = wantsBody(plan)
    let status: number
    if (plan.kind === 'insert' && plan.method === 'POST') {
      // An upsert that only updated (or got no rows) answers 200; one that inserted, 201 (PostgREST).
      const merge = plan.conflict?.resolution === 'merge-duplicates'
      status = merge && Number(result.inserted) === 0 ? 200 : 201
    } else status = withBody ? 200 : 204
    if (!withBody) return send(res, status, null, headers)
    respond(res, req, { status, body: result.body!, accept, stripNulls: plan.stripNulls, headers })
  }

  // ── rpc ───────────────────────────────────────────────────────────────────────────────────────

  async function rpc(req: IncomingMessage, res: ServerResponse, url: URL, name: string, ctx: RequestContext) {
    const c = await planContext()
    const isRead = req.method === 'GET' || req.method === 'HEAD'
    const body = isRead ? null : await readRpcPayload(req)
    const plan = planRpc(c, req, url, name, body)
    await resolvePlanCasts(c, plan)
    const { prefer } = plan
    const { kind, sql, params } = rpcStatement(plan)
    if (prefer.handling === 'strict' && prefer.maxAffected !== undefined && !plan.routine.returnsSet) {
      throw new RestError(
        400,
        'PGRST128',
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      )
    }
    const checks = (rows: { rows: number }[]) => {
      if (kind === 'rows' || kind === 'row') {
        singularCheck(plan.accept, Number(rows[0].rows))
        maxAffectedCheck(prefer, Number(rows[0].rows))
      }
    }
    // A read (GET, HEAD) changes nothing, so its checks need not run before the transaction ends.
    const [result] = await runAs<{ body: string; rows: number; total: string | null }>(
      ctx,
      req,
      url,
      { readOnly: isRead, schema: plan.schema, prefer },
      { sql, params },
      isRead ? undefined : checks,
    )
    if (isRead) checks([result])
    if (kind === 'void') return send(res, 204, null, profileHeader(plan.schema))
    const rows = Number(result.rows)
    const total = result.total === null ? null : Number(result.total)
    const offset = plan.root?.offset ?? 0
    const applied = appliedPreferences(prefer, { resolution: false, missing: false, return: false })
    respond(res, req, {
      status: total !== null && rows < total ? 206 : 200,
      body: result.body ?? 'null',
      accept: plan.accept === 'object' && kind === 'scalar' ? 'json' : plan.accept,
      stripNulls: plan.stripNulls,
      headers: {
        ...(kind === 'rows'
          ? { 'content-range': `${rows ? `${offset}-${offset + rows - 1}` : '*'}/${total ?? '*'}` }
          : {}),
        ...profileHeader(plan.schema),
        ...(applied ? { 'preference-applied': applied } : {}),
      },
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
