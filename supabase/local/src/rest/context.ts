import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database, Queryable } from '../db/driver.ts'
import { ident } from '../db/identifiers.ts'
import { callerSettings, type Caller } from '../http/caller.ts'
import type { Keys } from '../keys.ts'
import { createCastResolver } from './casts.ts'
import type { PlanContext } from './plan.ts'
import { preRequestStatement } from './pre-request.ts'
import type { Statement } from './query.ts'
import type { ReadNode } from './read-tree.ts'
import type { Prefer } from './request.ts'
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts'

export interface RestServiceOptions {
  db: Database
  keys: Keys
  /** `[api] schemas`: exposed schemas, the first the default. */
  schemas: string[]
  /** `[api] extra_search_path`: follows the request's schema in its search_path. */
  extraSearchPath?: string[]
  maxRows: number | null
}

/** A route's handler: the request, its URL, the name in its path and the caller. */
export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  name: string,
  caller: Caller,
) => Promise<void>

/** Thrown to end a transaction with ROLLBACK while still answering with what it computed. */
class RollbackWith<T> {
  constructor(readonly value: T) {}
}

/**
 * What every handler shares: the schema cache and the plan context built on it, and the one transaction a
 * request runs in as its caller.
 */
export function createRestContext(options: RestServiceOptions) {
  const { db } = options
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
    caller: Caller,
    req: IncomingMessage,
    url: URL,
    opts: { readOnly: boolean; schema: string },
  ): Record<string, string> {
    return {
      ...callerSettings(caller, req, url.pathname),
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
    caller: Caller,
    req: IncomingMessage,
    url: URL,
    opts: { readOnly: boolean; schema: string; prefer: Prefer },
    statement: Statement,
    check?: (rows: T[]) => void,
  ): Promise<T[]> {
    const result = await db.run<T>(statement, requestSettings(caller, req, url, opts), {
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
    caller: Caller,
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
        requestSettings(caller, req, url, opts),
      )
    } catch (error) {
      if (error instanceof RollbackWith) return error.value as T
      throw error
    }
  }

  /** `Content-Profile` names the schema when more than one is exposed, as PostgREST answers. */
  const profileHeader = (schema: string): Record<string, string> =>
    options.schemas.length > 1 ? { 'content-profile': schema } : {}

  return {
    options,
    schemaCache,
    /** The schema cache last loaded, if any (its settings: `pgrst.db_plan_enabled`, …). */
    loaded: () => loaded,
    reloadSchema() {
      cache = null
    },
    planContext,
    resolvePlanCasts,
    runAs,
    withRole,
    profileHeader,
  }
}

export type RestContext = ReturnType<typeof createRestContext>
