import type { IncomingMessage } from 'node:http'
import { RestError, parseError } from './errors.ts'
import { parseSelect } from './parse.ts'
import {
  RESERVED,
  applyQuery,
  parseAccept,
  parsePrefer,
  pickSchema,
  rangeFromHeader,
  type Accept,
  type Prefer,
} from './request.ts'
import { qualified, type Relation, type RoutineDef, type SchemaCache } from './schema-cache.ts'
import { AliasCounter, buildReadTree, type ReadNode } from './sql.ts'

/**
 * Planning (PostgREST's Plan module): from a parsed request and the schema cache to what will run —
 * the relation or routine, the read tree with its filters, the payload's columns, the conflict target.
 * No SQL text is written here; query.ts renders plans.
 */

export interface PlanContext {
  cache: SchemaCache
  schemas: string[]
  maxRows: number | null
}

export function relationFor(c: SchemaCache, schema: string, name: string): Relation {
  const relation = c.relations.get(qualified(schema, name))
  if (!relation) {
    throw new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`)
  }
  return relation
}

export interface ReadPlan {
  kind: 'read'
  relation: Relation
  root: ReadNode
  accept: Accept
  prefer: Prefer
}

export function planRead(ctx: PlanContext, req: IncomingMessage, url: URL, name: string): ReadPlan {
  const schema = pickSchema(req, ctx.schemas, false)
  const relation = relationFor(ctx.cache, schema, name)
  const accept = parseAccept(req)
  const prefer = parsePrefer(req)
  const root = buildReadTree(
    ctx.cache,
    relation,
    parseSelect(url.searchParams.get('select') ?? '*'),
    new AliasCounter(),
  )
  applyQuery(root, url)
  const range = rangeFromHeader(req)
  if (range) {
    root.offset = root.offset ?? range.offset
    if (range.limit !== undefined) root.limit = Math.min(root.limit ?? Infinity, range.limit)
  }
  if (ctx.maxRows !== null) root.limit = Math.min(root.limit ?? ctx.maxRows, ctx.maxRows)
  return { kind: 'read', relation, root, accept, prefer }
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

export type MutatePlan = {
  relation: Relation
  root: ReadNode
  accept: Accept
  prefer: Prefer
} & (
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
  const accept = parseAccept(req)
  const prefer = parsePrefer(req)
  const method = req.method!
  const root = buildReadTree(
    ctx.cache,
    relation,
    parseSelect(url.searchParams.get('select') ?? '*'),
    new AliasCounter(),
  )
  const base = { relation, root, accept, prefer }

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
      if (conflictCols.length === 0)
        throw parseError('on_conflict columns are required for an upsert on a table without a primary key')
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

export function pickRoutine(
  c: SchemaCache,
  schema: string,
  name: string,
  argNames: string[],
  singleObject: boolean,
): { routine: RoutineDef; wholeBody: boolean } {
  const overloads = c.routines.get(qualified(schema, name)) ?? []
  const whole = overloads.filter(
    (r) => r.args.length === 1 && (r.args[0].name === '' || singleObject) && /^jsonb?$/.test(r.args[0].type),
  )
  if (whole.length === 1 && (singleObject || whole[0].args[0].name === ''))
    return { routine: whole[0], wholeBody: true }
  const matches = overloads.filter(
    (r) =>
      argNames.every((a) => r.args.some((p) => p.name === a)) &&
      r.args.every((p) => p.hasDefault || argNames.includes(p.name)),
  )
  if (matches.length === 0) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}${argNames.length ? `(${[...argNames].sort().join(', ')})` : ' without parameters'} in the schema cache`,
      `Searched for the function ${schema}.${name}${argNames.length ? ` with parameters ${[...argNames].sort().join(', ')}` : ' without parameters'}, but no matches were found in the schema cache.`,
    )
  }
  if (matches.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${matches.map((m) => `${schema}.${name}(${m.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
    )
  }
  return { routine: matches[0], wholeBody: false }
}

export interface RpcPlan {
  kind: 'rpc'
  schema: string
  routine: RoutineDef
  wholeBody: boolean
  args: Record<string, unknown>
  argNames: string[]
  /** The relation whose rows it returns (a table's row type, or a stand-in for `returns table`). */
  rowRelation: Relation | null
  root: ReadNode | null
  isRead: boolean
  accept: Accept
  prefer: Prefer
}

export function planRpc(ctx: PlanContext, req: IncomingMessage, url: URL, name: string, body: unknown): RpcPlan {
  const c = ctx.cache
  const isRead = req.method === 'GET' || req.method === 'HEAD'
  const schema = pickSchema(req, ctx.schemas, !isRead)
  const accept = parseAccept(req)
  const prefer = parsePrefer(req)
  let args: Record<string, unknown>
  if (isRead) {
    const overloads = c.routines.get(qualified(schema, name)) ?? []
    const known = new Set(overloads.flatMap((r) => r.args.map((a) => a.name)))
    args = Object.fromEntries([...url.searchParams].filter(([k]) => known.has(k)))
  } else {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'rpc takes a JSON object of named arguments')
    }
    args = body as Record<string, unknown>
  }
  const argNames = Object.keys(args)
  const { routine, wholeBody } = pickRoutine(c, schema, name, argNames, prefer.paramsSingleObject)
  const returned = routine.returnsRelation
    ? (c.relations.get(qualified(routine.schema, routine.returnsRelation)) ?? null)
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
    root = buildReadTree(c, rowRelation, parseSelect(url.searchParams.get('select') ?? '*'), new AliasCounter())
    applyQuery(root, url, new Set(isRead ? argNames : []))
  }
  return { kind: 'rpc', schema, routine, wholeBody, args, argNames, rowRelation, root, isRead, accept, prefer }
}
