import type { MutatePlan, ReadPlan, RpcPlan } from './plan.ts'
import type { Accept } from './request.ts'
import { ident, tableRef } from '../db/identifiers.ts'
import { orderSql, pageSql, whereParts } from './filter-sql.ts'
import type { ReadNode } from './read-tree.ts'
import { selectSql } from './select-sql.ts'
import { Params } from './sql.ts'
import type { Relation } from './schema-cache.ts'

/**
 * Query building (PostgREST's Query module): each plan becomes one statement with `$n` parameters,
 * whose single row carries the response body as text, rendered by Postgres itself (JSON as json_agg
 * writes it, jsonb with its own spacing, CSV as record text), and what the headers need.
 */

export interface Statement {
  sql: string
  params: unknown[]
}

/**
 * A select of `body` and `rows` for the rows of `rowsSql` in a media type: a JSON array (aggregated once),
 * the one object of a singular request (the element's text as Postgres wrote it, so jsonb keeps its
 * spacing), or CSV — a header of names and each row as Postgres writes a record, as PostgREST does.
 */
function bodySelect(rowsSql: string, accept: Accept, stripNulls: boolean): string {
  if (accept === 'csv') {
    return `select (select coalesce((select string_agg(_k, ',') from json_object_keys((select to_json(_h) from (${rowsSql}) _h limit 1)) _k), '')
      || chr(10) || coalesce((select string_agg(substring(_c::text, 2, length(_c::text) - 2), chr(10)) from (${rowsSql}) _c), '')) as body,
      (select count(*) from (${rowsSql}) _n) as rows`
  }
  const json = accept === 'object' ? `coalesce(_b.agg -> 0, 'null')` : '_b.agg'
  return `select ${stripNulls ? `json_strip_nulls(${json})` : json}::text as body, json_array_length(_b.agg) as rows
    from (select coalesce(json_agg(_r), '[]') as agg from (${rowsSql}) _r) _b`
}

export function readStatement(plan: ReadPlan): Statement {
  const { relation, root, prefer } = plan
  const params = new Params()
  const from = `${tableRef(relation)} ${root.alias}`
  const where = whereParts(root, params)
  const whereSql = where.length ? ` where ${where.join(' and ')}` : ''
  const { list, groupBy } = selectSql(root, params)
  const body = `select ${list} from ${from}${whereSql}${groupBy}${orderSql(root, params)}${pageSql(root, params)}`
  const exact = prefer.count === 'exact' || prefer.count === 'estimated'
  const countSql = exact ? `(select count(*) from ${from}${whereSql})::bigint::text` : 'null'
  const sql = `select _o.body, _o.rows, ${countSql} as total from (${bodySelect(body, plan.accept, plan.stripNulls)}) _o`
  return { sql, params: params.values }
}

/** `count=planned` (and `estimated` past max-rows): the planner's row estimate, from EXPLAIN. */
export function plannedCountStatement(relation: Relation, root: ReadNode): Statement {
  const params = new Params()
  const where = whereParts(root, params)
  return {
    sql: `explain (format json) select 1 from ${tableRef(relation)} ${root.alias}${where.length ? ` where ${where.join(' and ')}` : ''}`,
    params: params.values,
  }
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

/** A column's default for `missing=default`; an identity column draws from its sequence. */
function defaultSql(relation: Relation, col: string, params: Params): string {
  const column = relation.columns.get(col)!
  if (column.default) return column.default
  if (column.identity === 'd') {
    return `nextval(pg_get_serial_sequence(${params.add(tableRef(relation))}::text, ${params.add(col)}::text))`
  }
  return 'null'
}

/** The write itself, as a data-modifying statement returning the touched rows (and, for upserts, whether inserted). */
function writeSql(plan: MutatePlan, params: Params): string {
  const { relation, root, prefer } = plan
  const target = tableRef(relation)
  if (plan.kind === 'insert') {
    const { columns } = plan
    const conflict = plan.conflict ? onConflictSql(plan.conflict.columns, columns, plan.conflict.resolution) : ''
    const json = params.add(JSON.stringify(plan.rows))
    const exprs = columns.map((col) => {
      const value = `_p.${ident(col)}`
      if (prefer.missing === 'default') {
        return `case when (_j.v::jsonb) ? ${params.add(col)}::text then ${value} else ${defaultSql(relation, col, params)} end`
      }
      return value
    })
    const returning = `returning _t as _row, _t.xmax = 0 as _inserted`
    return columns.length === 0
      ? `insert into ${target} as _t select from json_array_elements(${json}::json) ${returning}`
      : `insert into ${target} as _t (${columns.map(ident).join(', ')})
             select ${exprs.join(', ')} from json_array_elements(${json}::json) with ordinality as _j(v, i)
             cross join lateral json_populate_record(null::${target}, _j.v) as _p order by _j.i
             ${conflict} ${returning}`
  }
  if (plan.kind === 'update') {
    const json = params.add(JSON.stringify(plan.body))
    const where = whereParts(root, params)
    return `update ${target} as ${root.alias} set ${plan.columns.map((col) => `${ident(col)} = _p.${ident(col)}`).join(', ')}
        from json_populate_record(null::${target}, ${json}::json) as _p
        ${where.length ? `where ${where.join(' and ')}` : ''} returning ${root.alias} as _row, false as _inserted`
  }
  const where = whereParts(root, params)
  return `delete from ${target} as ${root.alias} ${where.length ? `where ${where.join(' and ')}` : ''} returning ${root.alias} as _row, false as _inserted`
}

export const wantsBody = (plan: MutatePlan) => plan.prefer.return === 'representation' || plan.accept === 'object'

export function mutateStatement(plan: MutatePlan): Statement {
  const { relation, root, prefer } = plan
  const params = new Params()
  const statement = writeSql(plan, params)
  const withBody = wantsBody(plan)
  const select = withBody ? selectSql(root, params) : null
  const headersOnly = plan.kind === 'insert' && plan.method === 'POST' && prefer.return === 'headers-only'
  const sql = `with _w as (${statement}), _m as (select (_w._row).* from _w)
      select (select count(*) from _w)::bigint::text as total,
      (select count(*) from _w where _inserted)::bigint::text as inserted,
      ${select ? `(select _o.body from (${bodySelect(`select ${select.list} from _m ${root.alias}${select.groupBy}`, plan.accept, plan.stripNulls)}) _o)` : `null::text`} as body,
      ${headersOnly ? `(select json_agg(json_build_object(${relation.primaryKey.map((k) => `${params.add(k)}::text, ${ident(k)}`).join(', ') || `'_', null`})) from _m)::text` : 'null::text'} as keys`
  return { sql, params: params.values }
}

export type RpcResultKind = 'void' | 'scalar' | 'rows' | 'row'

export function rpcStatement(plan: RpcPlan): Statement & { kind: RpcResultKind } {
  const { routine, argNames, args } = plan
  const params = new Params()
  const fn = `${ident(routine.schema)}.${ident(routine.name)}`
  let call: string
  let fromArgs = ''
  if (plan.wholeBody) call = `${fn}(${params.add(plan.rawBody ?? JSON.stringify(args))}::${routine.args[0].type})`
  else if (argNames.length === 0) call = `${fn}()`
  else {
    const used = routine.args.filter((a) => argNames.includes(a.name))
    fromArgs = ` json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')}),`
    call = `${fn}(${used.map((a) => `${ident(a.name)} => _a.${ident(a.name)}`).join(', ')})`
  }
  const wantsCount = plan.prefer.count !== undefined

  if (routine.returnsVoid) {
    const sql = fromArgs ? `select ${call} from${fromArgs.slice(0, -1)}` : `select ${call}`
    return { kind: 'void', sql, params: params.values }
  }
  if (plan.root) {
    const root = plan.root
    const where = whereParts(root, params)
    const { list, groupBy } = selectSql(root, params)
    const whereSql = where.length ? ` where ${where.join(' and ')}` : ''
    const body = `select ${list} from${fromArgs} ${call} as ${root.alias}${whereSql}${groupBy}${orderSql(root, params)}${pageSql(root, params)}`
    const total = wantsCount ? `(select count(*) from${fromArgs} ${call} as ${root.alias}${whereSql})::text` : 'null'
    const kind = routine.returnsSet ? 'rows' : 'row'
    // A function returning one row answers that row (or null), not an array.
    const accept = kind === 'row' && plan.accept === 'json' ? 'object' : plan.accept
    const sql = `select _o.body, _o.rows, ${total} as total from (${bodySelect(body, accept, plan.stripNulls)}) _o`
    return { kind, sql, params: params.values }
  }
  if (routine.returnsSet) {
    const rows = `select _s as _v from${fromArgs} ${call} as _s`
    const sql = `select _b.agg::text as body, json_array_length(_b.agg) as rows, ${wantsCount ? 'json_array_length(_b.agg)::text' : 'null'} as total
      from (select coalesce((select json_agg(_v) from (${rows}) _q), '[]') as agg) _b`
    return { kind: 'rows', sql, params: params.values }
  }
  const sql = `select to_json(${call})::text as body, 1 as rows, null as total${fromArgs ? ` from${fromArgs.slice(0, -1)}` : ''}`
  return { kind: 'scalar', sql, params: params.values }
}
