import type { IncomingMessage } from 'node:http'
import { checkAggregatesAllowed } from './aggregates.ts'
import { RestError } from './errors.ts'
import { parseSelect } from './parse.ts'
import {
  RESERVED,
  applyQuery,
  parseAcceptSpec,
  parsePrefer,
  pickSchema,
  rangeFromHeader,
  type Accept,
  type AcceptSpec,
  type Prefer,
} from './request.ts'
import { qualified, type Relation, type RoutineDef, type SchemaCache } from './schema-cache.ts'
import { AliasCounter, buildReadTree, type ReadNode } from './read-tree.ts'

/**
 * Planning (PostgREST's Plan module): from a parsed request and the schema cache to what will run —
 * the relation or routine, the read tree with its filters, the payload's columns, the conflict target.
 * No SQL text is written here; query.ts renders plans.
 */

export interface PlanContext {
  cache: SchemaCache
  schemas: string[]
  maxRows: number | null
  /** `pgrst.db_tx_end` ends in `-allow-override`: `Prefer: tx=` is honoured. */
  allowTxOverride: boolean
}

/** The request's `select` resolved against the relation, aggregates refused unless enabled (PostgREST's order). */
function readTree(cache: SchemaCache, relation: Relation, url: URL): ReadNode {
  const select = parseSelect(url.searchParams.get('select') ?? '*')
  const root = buildReadTree(cache, relation, select, new AliasCounter())
  checkAggregatesAllowed(cache, select)
  return root
}

export function relationFor(c: SchemaCache, schema: string, name: string): Relation {
  const relation = c.relations.get(qualified(schema, name))
  if (!relation) {
    throw new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`)
  }
  return relation
}

/** What a read and a write plan both hold: the relation in its schema, the read tree, and how to answer. */
interface RelationPlan {
  schema: string
  relation: Relation
  root: ReadNode
  accept: Accept
  stripNulls: boolean
  prefer: Prefer
}

export interface ReadPlan extends RelationPlan {
  kind: 'read'
  explain?: AcceptSpec['explain']
}

export function planRead(ctx: PlanContext, req: IncomingMessage, url: URL, name: string): ReadPlan {
  const schema = pickSchema(req, ctx.schemas, false)
  const relation = relationFor(ctx.cache, schema, name)
  const { kind: accept, stripNulls, explain } = parseAcceptSpec(req)
  const prefer = parsePrefer(req, ctx.allowTxOverride)
  const root = readTree(ctx.cache, relation, url)
  applyQuery(root, url)
  const range = rangeFromHeader(req)
  if (range) {
    root.offset = root.offset ?? range.offset
    if (range.limit !== undefined) root.limit = Math.min(root.limit ?? Infinity, range.limit)
  }
  if (ctx.maxRows !== null) root.limit = Math.min(root.limit ?? ctx.maxRows, ctx.maxRows)
  return { kind: 'read', explain, schema, relation, root, accept, stripNulls, prefer }
}

export function payloadColumns(relation: Relation, rows: Record<string, unknown>[], url: URL): string[] {
  const declared = url.searchParams.get('columns')
  const names = declared
    ? declared.split(',').map((s) => s.trim().replace(/^"|"$/g, ''))
    : [...new Set(rows.flatMap((r) => Object.keys(r)))]
  for (const name of names) {
    if (!relation.columns.has(name)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${relation.name}' in the schema cache`,
      )
    }
  }
  return names
}

export type MutatePlan = RelationPlan &
  (
    | {
        kind: 'insert'
        method: 'POST' | 'PUT'
        rows: Record<string, unknown>[]
        columns: string[]
        /** Columns of `on conflict (…)` and what to do, for upserts (PUT is always one). */
        conflict: { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' } | null
      }
    | { kind: 'update'; body: Record<string, unknown>; columns: string[] }
    | { kind: 'delete' }
  )

export function planMutate(ctx: PlanContext, req: IncomingMessage, url: URL, name: string, body: unknown): MutatePlan {
  const schema = pickSchema(req, ctx.schemas, true)
  const relation = relationFor(ctx.cache, schema, name)
  const { kind: accept, stripNulls } = parseAcceptSpec(req)
  const prefer = parsePrefer(req, ctx.allowTxOverride)
  const method = req.method!
  const root = readTree(ctx.cache, relation, url)
  const base = { schema, relation, root, accept, stripNulls, prefer }

  if (method === 'POST' || method === 'PUT') {
    const rows = Array.isArray(body) ? body : [body]
    if (rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
      throw new RestError(
        400,
        'PGRST102',
        'All object keys must match',
        'The request body must be a JSON object or an array of objects',
      )
    }
    const payload = rows as Record<string, unknown>[]
    const columns = payloadColumns(relation, payload, url)
    let conflict: Extract<MutatePlan, { kind: 'insert' }>['conflict'] = null
    if (method === 'PUT') {
      if (payload.length !== 1) throw new RestError(400, 'PGRST105', 'PUT payload must contain a single row')
      const pk = relation.primaryKey
      const eqs = new Map([...url.searchParams].filter(([k]) => !RESERVED.has(k)).map(([k, v]) => [k, v]))
      if (pk.length === 0 || pk.some((k) => !eqs.get(k)?.startsWith('eq.')) || eqs.size !== pk.length) {
        throw new RestError(
          405,
          'PGRST105',
          "Filters must include all and only primary key columns with 'eq' operators",
        )
      }
      if (pk.some((k) => String(payload[0][k]) !== eqs.get(k)!.slice(3))) {
        throw new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)')
      }
      conflict = { columns: pk, resolution: 'merge-duplicates' }
    } else if (prefer.resolution) {
      const conflictCols =
        url.searchParams
          .get('on_conflict')
          ?.split(',')
          .map((s) => s.trim()) ?? relation.primaryKey
      // PostgREST ignores the resolution (and does not report it applied) on a table without a key to conflict on.
      if (conflictCols.length === 0) return { ...base, kind: 'insert', method, rows: payload, columns, conflict }
      for (const col of conflictCols) {
        if (!relation.columns.has(col))
          throw new RestError(
            400,
            'PGRST204',
            `Could not find the '${col}' column of '${relation.name}' in the schema cache`,
          )
      }
      conflict = { columns: conflictCols, resolution: prefer.resolution }
    }
    return { ...base, kind: 'insert', method, rows: payload, columns, conflict }
  }
  if (method === 'PATCH') {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'PATCH takes a single JSON object')
    }
    applyQuery(root, url)
    const columns = payloadColumns(relation, [body as Record<string, unknown>], url)
    return { ...base, kind: 'update', body: body as Record<string, unknown>, columns }
  }
  applyQuery(root, url)
  return { ...base, kind: 'delete' }
}

const JSON_TYPES = /^jsonb?$/

/**
 * PostgREST's overload resolution: functions whose named parameters cover the arguments given (and every
 * required one is given); failing that, the one function with a single unnamed parameter that takes the
 * whole body (json/jsonb for JSON, text for text/plain). Functions with other unnamed parameters cannot be
 * called. More than one candidate is PGRST203, none PGRST202.
 */
export function pickRoutine(
  c: SchemaCache,
  schema: string,
  name: string,
  argNames: string[],
  opts: { singleObject: boolean; isPost: boolean; bodyType: 'json' | 'text' },
): { routine: RoutineDef; wholeBody: boolean } {
  const overloads = c.routines.get(qualified(schema, name)) ?? []
  const named = overloads.filter((r) => {
    if (r.args.some((a) => a.name === '')) return false
    if (opts.singleObject && opts.isPost) return r.args.length === 1 && JSON_TYPES.test(r.args[0].type)
    if (opts.bodyType === 'text') return false
    return (
      argNames.every((a) => r.args.some((p) => p.name === a)) &&
      r.args.every((p) => p.hasDefault || argNames.includes(p.name))
    )
  })
  const unnamed = opts.isPost
    ? overloads.filter(
        (r) =>
          r.args.length === 1 &&
          r.args[0].name === '' &&
          (opts.bodyType === 'text' ? r.args[0].type === 'text' : JSON_TYPES.test(r.args[0].type)),
      )
    : []
  const ambiguous = (procs: RoutineDef[]) =>
    new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${procs.map((m) => `${schema}.${name}(${m.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    )
  if (named.length === 1) return { routine: named[0], wholeBody: opts.singleObject && opts.isPost }
  if (named.length > 1) throw ambiguous(named)
  if (unnamed.length === 1) return { routine: unnamed[0], wholeBody: true }
  if (unnamed.length > 1) throw ambiguous(unnamed)
  const keys = [...argNames].sort()
  const fn = `${schema}.${name}`
  if (opts.isPost && opts.bodyType === 'text') {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${fn} in the schema cache`,
      `Searched for the function ${fn} with a single unnamed text parameter, but no matches were found in the schema cache.`,
    )
  }
  const withParams = keys.length
    ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
    : ' without parameters'
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${keys.length ? `(${keys.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${fn}${withParams}${opts.isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
  )
}

export interface RpcPlan {
  kind: 'rpc'
  schema: string
  routine: RoutineDef
  wholeBody: boolean
  args: Record<string, unknown>
  argNames: string[]
  /** A text/plain body, passed whole to a single unnamed text parameter. */
  rawBody: string | null
  /** The relation whose rows it returns (a table's row type, or a stand-in for `returns table`). */
  rowRelation: Relation | null
  root: ReadNode | null
  isRead: boolean
  accept: Accept
  stripNulls: boolean
  prefer: Prefer
}

export function planRpc(ctx: PlanContext, req: IncomingMessage, url: URL, name: string, body: unknown): RpcPlan {
  const c = ctx.cache
  const isRead = req.method === 'GET' || req.method === 'HEAD'
  const schema = pickSchema(req, ctx.schemas, !isRead)
  const { kind: accept, stripNulls } = parseAcceptSpec(req)
  const prefer = parsePrefer(req, ctx.allowTxOverride)
  let args: Record<string, unknown>
  if (isRead) {
    const overloads = c.routines.get(qualified(schema, name)) ?? []
    const known = new Set(overloads.flatMap((r) => r.args.map((a) => a.name)).filter(Boolean))
    args = Object.fromEntries([...url.searchParams].filter(([k]) => known.has(k)))
  } else {
    if (typeof body === 'string') args = {}
    else if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'rpc takes a JSON object of named arguments')
    } else args = body as Record<string, unknown>
  }
  const argNames = Object.keys(args)
  const { routine, wholeBody } = pickRoutine(c, schema, name, argNames, {
    singleObject: prefer.paramsSingleObject,
    isPost: !isRead,
    bodyType: typeof body === 'string' ? 'text' : 'json',
  })
  const returned = routine.returnsRelation
    ? (c.relations.get(qualified(routine.returnsRelationSchema ?? routine.schema, routine.returnsRelation)) ?? null)
    : null
  let rowRelation: Relation | null = null
  let root: ReadNode | null = null
  if (!routine.returnsVoid && (returned || routine.returnsRecord)) {
    rowRelation = returned ?? {
      schema,
      name,
      kind: 'view',
      columns: new Map(),
      primaryKey: [],
      uniqueKeys: [],
    }
    root = readTree(c, rowRelation, url)
    applyQuery(root, url, new Set(isRead ? argNames : []))
  }
  return {
    kind: 'rpc',
    schema,
    routine,
    wholeBody,
    args,
    argNames,
    rawBody: typeof body === 'string' ? body : null,
    rowRelation,
    root,
    isRead,
    accept,
    stripNulls,
    prefer,
  }
}
