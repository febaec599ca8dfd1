import type { MutatePlan, ReadPlan, RpcPlan } from './plan.ts'
import { Params, ident, orderSql, pageSql, selectListSql, tableRef, whereParts } from './sql.ts'

/**
 * Query building (PostgREST's Query module): each plan becomes one statement with `$n` parameters,
 * whose single row carries the response body as JSON text and what the headers need.
 */

export interface Statement {
  sql: string
  params: unknown[]
}

export function readStatement(plan: ReadPlan): Statement {
  const { relation, root, prefer } = plan
  const params = new Params()
  const from = `${tableRef(relation)} ${root.alias}`
  const where = whereParts(root, params)
  const whereSql = where.length ? ` where ${where.join(' and ')}` : ''
  const list = selectListSql(root, params)
  const body = `select ${list.join(', ') || 'null'} from ${from}${whereSql}${orderSql(root, params)}${pageSql(root, params)}`
  const countSql = prefer.count ? `(select count(*) from ${from}${whereSql})::bigint::text` : 'null'
  const sql = `select _b.body::text as body, json_array_length(_b.body) as rows, ${countSql} as total
      from (select coalesce((select json_agg(_r) from (${body}) _r), '[]') as body) _b`
  return { sql, params: params.values }
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

/** The write itself, as a data-modifying statement returning the touched rows. */
function writeSql(plan: MutatePlan, params: Params): string {
  const { relation, root, prefer } = plan
  const target = tableRef(relation)
  if (plan.kind === 'insert') {
    const { columns } = plan
    const conflict = plan.conflict ? onConflictSql(plan.conflict.columns, columns, plan.conflict.resolution) : ''
    const json = params.add(JSON.stringify(plan.rows))
    const exprs = columns.map((col) => {
      const column = relation.columns.get(col)!
      const value = `_p.${ident(col)}`
      if (prefer.missing === 'default') {
        return `case when (_j.v::jsonb) ? ${params.add(col)}::text then ${value} else ${column.default ?? 'null'} end`
      }
      return value
    })
    return columns.length === 0
      ? `insert into ${target} select from json_array_elements(${json}::json) returning ${target}.*`
      : `insert into ${target} (${columns.map(ident).join(', ')})
             select ${exprs.join(', ')} from json_array_elements(${json}::json) with ordinality as _j(v, i)
             cross join lateral json_populate_record(null::${target}, _j.v) as _p order by _j.i
             ${conflict} returning ${target}.*`
  }
  if (plan.kind === 'update') {
    const json = params.add(JSON.stringify(plan.body))
    const where = whereParts(root, params)
    return `update ${target} as ${root.alias} set ${plan.columns.map((col) => `${ident(col)} = _p.${ident(col)}`).join(', ')}
        from json_populate_record(null::${target}, ${json}::json) as _p
        ${where.length ? `where ${where.join(' and ')}` : ''} returning ${root.alias}.*`
  }
  const where = whereParts(root, params)
  return `delete from ${target} as ${root.alias} ${where.length ? `where ${where.join(' and ')}` : ''} returning ${root.alias}.*`
}

export const wantsBody = (plan: MutatePlan) => plan.prefer.return === 'representation' || plan.accept === 'object'

export function mutateStatement(plan: MutatePlan): Statement {
  const { relation, root, prefer } = plan
  const params = new Params()
  const statement = writeSql(plan, params)
  const withBody = wantsBody(plan)
  const list = withBody ? selectListSql(root, params) : []
  const headersOnly = plan.kind === 'insert' && plan.method === 'POST' && prefer.return === 'headers-only'
  const sql = `with _m as (${statement})
      select (select count(*) from _m)::bigint::text as total,
      ${withBody ? `coalesce((select json_agg(_r) from (select ${list.join(', ') || 'null'} from _m ${root.alias}) _r), '[]')::text` : `null::text`} as body,
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
  if (plan.wholeBody) call = `${fn}(${params.add(JSON.stringify(args))}::${routine.args[0].type})`
  else if (argNames.length === 0) call = `${fn}()`
  else {
    const used = routine.args.filter((a) => argNames.includes(a.name))
    fromArgs = ` json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')}),`
    call = `${fn}(${used.map((a) => `${ident(a.name)} => _a.${ident(a.name)}`).join(', ')})`
  }

  if (routine.returnsVoid) {
    const sql = fromArgs ? `select ${call} from${fromArgs.slice(0, -1)}` : `select ${call}`
    return { kind: 'void', sql, params: params.values }
  }
  if (plan.root) {
    const root = plan.root
    const where = whereParts(root, params)
    const list = selectListSql(root, params)
    const body = `select ${list.join(', ') || 'null'} from${fromArgs} ${call} as ${root.alias}${where.length ? ` where ${where.join(' and ')}` : ''}${orderSql(root, params)}${pageSql(root, params)}`
    const sql = `select coalesce((select json_agg(_r) from (${body}) _r), '[]')::text as body`
    return { kind: routine.returnsSet ? 'rows' : 'row', sql, params: params.values }
  }
  if (routine.returnsSet) {
    const sql = `select coalesce((select json_agg(_v) from (select _s as _v from${fromArgs} ${call} as _s) _q), '[]')::text as body`
    return { kind: 'rows', sql, params: params.values }
  }
  const sql = `select to_json(${call})::text as body${fromArgs ? ` from${fromArgs.slice(0, -1)}` : ''}`
  return { kind: 'scalar', sql, params: params.values }
}
