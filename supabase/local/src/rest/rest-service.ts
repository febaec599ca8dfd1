import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database, Queryable } from '../db/driver.ts'
import { callerSettings, resolveCaller, type Caller } from '../http/caller.ts'
import { BodyTooLargeError, InvalidJsonError, header, readJsonBody, send } from '../http/http.ts'
import type { Keys } from '../keys.ts'
import { RestError, parseError, toRestError } from './errors.ts'
import { parseCondition, parseLogic, parseNonNegativeInt, parseOrder, parseSelect, type SelectItem } from './parse.ts'
import { loadSchemaCache, qualified, type Relation, type RoutineDef, type SchemaCache } from './schema-cache.ts'
import {
  AliasCounter,
  Params,
  buildReadTree,
  findNode,
  ident,
  orderSql,
  pageSql,
  selectListSql,
  tableRef,
  whereParts,
  type ReadNode,
} from './sql.ts'
import { toCsv } from './csv.ts'

export interface RestServiceOptions {
  db: Database
  keys: Keys
  schemas: string[]
  maxRows: number | null
}

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'and',
  'or',
  'not.and',
  'not.or',
])
const MAX_JSON_BODY = 10 * 1024 * 1024

interface Prefer {
  count?: 'exact' | 'planned' | 'estimated'
  return?: 'minimal' | 'representation' | 'headers-only'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default'
  paramsSingleObject: boolean
}

function parsePrefer(req: IncomingMessage): Prefer {
  const prefer: Prefer = { paramsSingleObject: false }
  const raw = req.headers.prefer
  for (const part of (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',')) {
    const [k, v] = part.trim().split('=')
    if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated')) prefer.count = v
    else if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only')) prefer.return = v
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates')) prefer.resolution = v
    else if (k === 'missing' && v === 'default') prefer.missing = v
    else if (k === 'params' && v === 'single-object') prefer.paramsSingleObject = true
  }
  return prefer
}

type Accept = 'json' | 'object' | 'csv'

function parseAccept(req: IncomingMessage): Accept {
  const accept = header(req, 'accept') ?? '*/*'
  if (accept.includes('application/vnd.pgrst.object')) return 'object'
  if (accept.includes('text/csv')) return 'csv'
  if (accept.includes('application/json') || accept.includes('*/*') || accept.includes('application/*')) return 'json'
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`)
}

type RequestContext = Caller

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

  async function authorize(req: IncomingMessage): Promise<RequestContext> {
    const result = await resolveCaller(keys, req)
    if (result.ok) return result.caller
    if (result.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired')
    if (result.reason === 'bad_role') throw new RestError(401, 'PGRST301', 'role in the JWT does not exist')
    throw new RestError(401, 'PGRST301', 'JWSError JWSInvalidSignature')
  }

  function pickSchema(req: IncomingMessage, write: boolean): string {
    const requested = header(req, write ? 'content-profile' : 'accept-profile')
    if (!requested) return options.schemas[0]
    if (!options.schemas.includes(requested)) {
      throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${options.schemas.join(', ')}`)
    }
    return requested
  }

  function relationFor(c: SchemaCache, schema: string, name: string): Relation {
    const relation = c.relations.get(qualified(schema, name))
    if (!relation) {
      throw new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`)
    }
    return relation
  }

  /** Applies query-string filters, order and paging to the root node and its embeds. */
  function applyQuery(root: ReadNode, url: URL, skip: Set<string> = new Set()) {
    for (const [key, value] of url.searchParams) {
      if (skip.has(key)) continue
      const { path, last } = splitKey(key)
      if (RESERVED.has(last) || RESERVED.has(`not.${last}`) || last === 'not.and' || last === 'not.or') {
        const node = findNode(root, path)
        if (last === 'order') node.order = parseOrder(value)
        else if (last === 'limit') node.limit = parseNonNegativeInt(value, 'limit')
        else if (last === 'offset') node.offset = parseNonNegativeInt(value, 'offset')
        else if (last === 'or' || last === 'and') node.filters.push(parseLogic(last, false, value))
        else if (last === 'not.or' || last === 'not.and')
          node.filters.push(parseLogic(last.slice(4) as 'and' | 'or', true, value))
        else if (path.length > 0) throw parseError(`"${key}" is not a valid query parameter`)
        continue
      }
      const node = findNode(root, path)
      node.filters.push(parseCondition(last, value))
    }
  }

  /** `comments.author.name` → path ['comments','author'], last 'name'; `not.or` and json paths stay whole. */
  function splitKey(key: string): { path: string[]; last: string } {
    const arrow = key.indexOf('->')
    const head = arrow >= 0 ? key.slice(0, arrow) : key
    const tail = arrow >= 0 ? key.slice(arrow) : ''
    const parts = head.split('.')
    if (
      parts.length >= 2 &&
      parts[parts.length - 2] === 'not' &&
      (parts[parts.length - 1] === 'or' || parts[parts.length - 1] === 'and')
    ) {
      return { path: parts.slice(0, -2), last: `not.${parts[parts.length - 1]}` }
    }
    return { path: parts.slice(0, -1), last: parts[parts.length - 1] + tail }
  }

  function rangeFromHeader(req: IncomingMessage): { offset: number; limit?: number } | null {
    const range = header(req, 'range')
    if (!range) return null
    const m = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim())
    if (!m) return null
    const offset = Number(m[1])
    return { offset, limit: m[2] === '' ? undefined : Math.max(0, Number(m[2]) - offset + 1) }
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

  function respond(
    res: ServerResponse,
    req: IncomingMessage,
    opts: {
      status: number
      body: string
      accept: Accept
      headers?: Record<string, string>
      rows: number
    },
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

  // ── reads ─────────────────────────────────────────────────────────────────────────────────────

  async function read(req: IncomingMessage, res: ServerResponse, url: URL, name: string, ctx: RequestContext) {
    const c = await schemaCache()
    const schema = pickSchema(req, false)
    const relation = relationFor(c, schema, name)
    const accept = parseAccept(req)
    const prefer = parsePrefer(req)
    const root = buildReadTree(c, relation, parseSelect(url.searchParams.get('select') ?? '*'), new AliasCounter())
    applyQuery(root, url)
    const range = rangeFromHeader(req)
    if (range) {
      root.offset = root.offset ?? range.offset
      if (range.limit !== undefined) root.limit = Math.min(root.limit ?? Infinity, range.limit)
    }
    if (options.maxRows !== null) root.limit = Math.min(root.limit ?? options.maxRows, options.maxRows)
    const params = new Params()
    const from = `${tableRef(relation)} ${root.alias}`
    const where = whereParts(root, params)
    const whereSql = where.length ? ` where ${where.join(' and ')}` : ''
    const list = selectListSql(root, params)
    const body = `select ${list.join(', ') || 'null'} from ${from}${whereSql}${orderSql(root, params)}${pageSql(root, params)}`
    const countSql = prefer.count ? `(select count(*) from ${from}${whereSql})::bigint::text` : 'null'
    const sql = `select _b.body::text as body, json_array_length(_b.body) as rows, ${countSql} as total
      from (select coalesce((select json_agg(_r) from (${body}) _r), '[]') as body) _b`
    const result = await withRole(ctx, req, url.pathname, true, async (tx) => {
      const { rows } = await tx.query<{ body: string; rows: number; total: string | null }>(sql, params.values)
      return rows[0]
    })
    const rows = Number(result.rows)
    singularCheck(accept, rows)
    const total = result.total === null ? null : Number(result.total)
    const offset = root.offset ?? 0
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
      accept,
      rows,
      headers: {
        'content-range': contentRange,
        ...(prefer.count ? { 'preference-applied': `count=${prefer.count}` } : {}),
      },
    })
  }

  // ── writes ────────────────────────────────────────────────────────────────────────────────────

  async function readPayload(req: IncomingMessage): Promise<unknown> {
    const type = header(req, 'content-type') ?? 'application/json'
    if (!type.includes('json') && !type.includes('csv') && !type.includes('x-www-form-urlencoded')) {
      throw new RestError(415, 'PGRST107', `Content-Type not acceptable: ${type}`)
    }
    try {
      return await readJsonBody(req, MAX_JSON_BODY)
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new RestError(413, 'PGRST413', 'Payload Too Large', error.message)
      if (error instanceof InvalidJsonError) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
      throw error
    }
  }

  function payloadColumns(relation: Relation, rows: Record<string, unknown>[], url: URL): string[] {
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

  async function mutate(req: IncomingMessage, res: ServerResponse, url: URL, name: string, ctx: RequestContext) {
    const c = await schemaCache()
    const schema = pickSchema(req, true)
    const relation = relationFor(c, schema, name)
    const accept = parseAccept(req)
    const prefer = parsePrefer(req)
    const method = req.method!
    const body = method === 'DELETE' ? null : await readPayload(req)
    const aliases = new AliasCounter()
    const root = buildReadTree(c, relation, parseSelect(url.searchParams.get('select') ?? '*'), aliases)
    const params = new Params()
    const target = tableRef(relation)
    let statement: string

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
      let conflict = ''
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
        conflict = onConflictSql(pk, columns, 'merge-duplicates')
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
        conflict = onConflictSql(conflictCols, columns, prefer.resolution)
      }
      const json = params.add(JSON.stringify(payload))
      const exprs = columns.map((col) => {
        const column = relation.columns.get(col)!
        const value = `_p.${ident(col)}`
        if (prefer.missing === 'default') {
          return `case when (_j.v::jsonb) ? ${params.add(col)}::text then ${value} else ${column.default ?? 'null'} end`
        }
        return value
      })
      statement =
        columns.length === 0
          ? `insert into ${target} select from json_array_elements(${json}::json) returning ${target}.*`
          : `insert into ${target} (${columns.map(ident).join(', ')})
             select ${exprs.join(', ')} from json_array_elements(${json}::json) with ordinality as _j(v, i)
             cross join lateral json_populate_record(null::${target}, _j.v) as _p order by _j.i
             ${conflict} returning ${target}.*`
    } else if (method === 'PATCH') {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'PATCH takes a single JSON object')
      }
      applyQuery(root, url)
      const columns = payloadColumns(relation, [body as Record<string, unknown>], url)
      if (columns.length === 0)
        return respond(res, req, {
          status: prefer.return === 'representation' ? 200 : 204,
          body: '[]',
          accept: 'json',
          rows: 0,
        })
      const json = params.add(JSON.stringify(body))
      const where = whereParts(root, params)
      statement = `update ${target} as ${root.alias} set ${columns.map((col) => `${ident(col)} = _p.${ident(col)}`).join(', ')}
        from json_populate_record(null::${target}, ${json}::json) as _p
        ${where.length ? `where ${where.join(' and ')}` : ''} returning ${root.alias}.*`
    } else {
      applyQuery(root, url)
      const where = whereParts(root, params)
      statement = `delete from ${target} as ${root.alias} ${where.length ? `where ${where.join(' and ')}` : ''} returning ${root.alias}.*`
    }

    const wantsBody = prefer.return === 'representation' || accept === 'object'
    const list = wantsBody ? selectListSql(root, params) : []
    const sql = `with _m as (${statement})
      select (select count(*) from _m)::bigint::text as total,
      ${wantsBody ? `coalesce((select json_agg(_r) from (select ${list.join(', ') || 'null'} from _m ${root.alias}) _r), '[]')::text` : `null::text`} as body,
      ${method === 'POST' && prefer.return === 'headers-only' ? `(select json_agg(json_build_object(${relation.primaryKey.map((k) => `${params.add(k)}::text, ${ident(k)}`).join(', ') || `'_', null`})) from _m)::text` : 'null::text'} as keys`

    const result = await withRole(ctx, req, url.pathname, false, async (tx) => {
      const { rows } = await tx.query<{ total: string; body: string | null; keys: string | null }>(sql, params.values)
      // A singular request that matched other than one row changes nothing, as in PostgREST.
      singularCheck(accept, Number(rows[0].total))
      return rows[0]
    })
    const total = Number(result.total)
    const headers: Record<string, string> = {
      'content-range': `*/${prefer.count ? total : '*'}`,
    }
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
    const status = method === 'POST' ? 201 : method === 'PUT' ? 200 : wantsBody ? 200 : 204
    if (!wantsBody) return send(res, status, null, headers)
    respond(res, req, { status, body: result.body!, accept, rows: total, headers })
  }

  function onConflictSql(
    conflictCols: string[],
    columns: string[],
    resolution: 'merge-duplicates' | 'ignore-duplicates',
  ) {
    const target = `on conflict (${conflictCols.map(ident).join(', ')})`
    if (resolution === 'ignore-duplicates' || columns.length === 0) return `${target} do nothing`
    return `${target} do update set ${columns.map((col) => `${ident(col)} = excluded.${ident(col)}`).join(', ')}`
  }

  // ── rpc ───────────────────────────────────────────────────────────────────────────────────────

  function pickRoutine(
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

  async function rpc(req: IncomingMessage, res: ServerResponse, url: URL, name: string, ctx: RequestContext) {
    const c = await schemaCache()
    const isRead = req.method === 'GET' || req.method === 'HEAD'
    const schema = pickSchema(req, !isRead)
    const accept = parseAccept(req)
    const prefer = parsePrefer(req)
    let args: Record<string, unknown>
    let argNames: string[]
    if (isRead) {
      const overloads = c.routines.get(qualified(schema, name)) ?? []
      const known = new Set(overloads.flatMap((r) => r.args.map((a) => a.name)))
      args = Object.fromEntries([...url.searchParams].filter(([k]) => known.has(k)))
      argNames = Object.keys(args)
    } else {
      const body = await readPayload(req)
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'rpc takes a JSON object of named arguments')
      }
      args = body as Record<string, unknown>
      argNames = Object.keys(args)
    }
    const { routine, wholeBody } = pickRoutine(c, schema, name, argNames, prefer.paramsSingleObject)
    const params = new Params()
    const fn = `${ident(routine.schema)}.${ident(routine.name)}`
    let call: string
    let fromArgs = ''
    if (wholeBody) call = `${fn}(${params.add(JSON.stringify(args))}::${routine.args[0].type})`
    else if (argNames.length === 0) call = `${fn}()`
    else {
      const used = routine.args.filter((a) => argNames.includes(a.name))
      fromArgs = ` json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')}),`
      call = `${fn}(${used.map((a) => `${ident(a.name)} => _a.${ident(a.name)}`).join(', ')})`
    }

    let sql: string
    let kind: 'void' | 'scalar' | 'rows' | 'row'
    const rowRelation: Relation | null = routine.returnsRelation
      ? (c.relations.get(qualified(routine.schema, routine.returnsRelation)) ?? null)
      : null
    if (routine.returnsVoid) {
      kind = 'void'
      sql = fromArgs ? `select ${call} from${fromArgs.slice(0, -1)}` : `select ${call}`
    } else if (rowRelation || routine.returnsRecord) {
      kind = routine.returnsSet ? 'rows' : 'row'
      const relation: Relation = rowRelation ?? {
        schema,
        name,
        kind: 'view',
        columns: new Map(),
        primaryKey: [],
        uniqueKeys: [],
      }
      const root = buildReadTree(c, relation, parseSelect(url.searchParams.get('select') ?? '*'), new AliasCounter())
      applyQuery(root, url, new Set(isRead ? argNames : []))
      const where = whereParts(root, params)
      const list = selectListSql(root, params)
      const body = `select ${list.join(', ') || 'null'} from${fromArgs} ${call} as ${root.alias}${where.length ? ` where ${where.join(' and ')}` : ''}${orderSql(root, params)}${pageSql(root, params)}`
      sql = `select coalesce((select json_agg(_r) from (${body}) _r), '[]')::text as body`
    } else if (routine.returnsSet) {
      kind = 'rows'
      sql = `select coalesce((select json_agg(_v) from (select _s as _v from${fromArgs} ${call} as _s) _q), '[]')::text as body`
    } else {
      kind = 'scalar'
      sql = `select to_json(${call})::text as body${fromArgs ? ` from${fromArgs.slice(0, -1)}` : ''}`
    }

    const result = await withRole(ctx, req, url.pathname, isRead, async (tx) => {
      const { rows } = await tx.query<{ body: string }>(sql, params.values)
      if (kind === 'rows' || kind === 'row') singularCheck(accept, (JSON.parse(rows[0].body) as unknown[]).length)
      return rows[0]
    })
    if (kind === 'void') return send(res, 204, null)
    let body = result.body ?? 'null'
    if (kind === 'row') body = JSON.stringify((JSON.parse(body) as unknown[])[0] ?? null)
    const rows = kind === 'rows' ? (JSON.parse(body) as unknown[]).length : 1
    respond(res, req, {
      status: 200,
      body,
      accept: accept === 'object' && kind !== 'rows' ? 'json' : accept,
      rows,
      headers: kind === 'rows' ? { 'content-range': `${rows ? `0-${rows - 1}` : '*'}/*` } : {},
    })
  }

  return {
    reloadSchema() {
      cache = null
    },
    schemaCache,
    async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
      let ctx: RequestContext = { role: 'anon', claims: {} }
      try {
        ctx = await authorize(req)
        const rpcMatch = /^\/rpc\/([^/]+)$/.exec(path)
        const tableMatch = /^\/([^/]+)$/.exec(path)
        if (path === '/' || path === '') {
          const c = await schemaCache()
          return send(
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
        if (rpcMatch) {
          if (!['GET', 'HEAD', 'POST'].includes(req.method!))
            throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`)
          return await rpc(req, res, url, decodeURIComponent(rpcMatch[1]), ctx)
        }
        if (!tableMatch) throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`)
        const name = decodeURIComponent(tableMatch[1])
        if (req.method === 'GET' || req.method === 'HEAD') return await read(req, res, url, name, ctx)
        if (['POST', 'PATCH', 'DELETE', 'PUT'].includes(req.method!)) return await mutate(req, res, url, name, ctx)
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`)
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
export type { SelectItem }
