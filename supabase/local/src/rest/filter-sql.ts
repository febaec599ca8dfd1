import { RestError, parseError } from './errors.ts'
import { OPERATORS, type Filter } from './parse.ts'
import { ident, tableRef } from '../db/identifiers.ts'
import { hasField, type EmbedNode, type ReadNode } from './read-tree.ts'
import { nodeFieldSql, type Params } from './sql.ts'

const TSQUERY = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' }

function conditionSql(node: ReadNode, filter: Filter, params: Params): string {
  if (filter.kind === 'logic') {
    const parts = filter.children.map((c) => conditionSql(node, c, params))
    const joined = parts.length
      ? `(${parts.join(filter.op === 'and' ? ' and ' : ' or ')})`
      : filter.op === 'and'
        ? 'true'
        : 'false'
    return filter.negate ? `not ${joined}` : joined
  }
  const embed = filter.field.path.length === 0 ? (node.embeds.find((e) => e.label === filter.field.name) ?? null) : null
  if (embed) {
    // `comments=not.is.null`: rows that have (or lack) a matching embedded row.
    if (filter.op !== 'is' || (filter.value !== 'null' && filter.value !== 'not_null')) {
      throw parseError(`Only is.null and not.is.null can filter on the embedded resource '${embed.label}'`)
    }
    const exists = existsSql(node, embed, params)
    const wantsPresent = (filter.value === 'not_null') !== filter.negate
    return wantsPresent ? exists : `not ${exists}`
  }
  if (!hasField(node, filter.field.name)) {
    throw new RestError(400, '42703', `column ${node.relation.name}.${filter.field.name} does not exist`)
  }
  const column = nodeFieldSql(node, filter.field, params)
  const op = filter.op
  let sql: string
  if (op === 'is') {
    const v = filter.value as string
    sql = `${column} is ${v === 'not_null' ? 'not null' : v}`
  } else if (op === 'in') {
    sql = `${column} = any(${params.add(filter.value)})`
  } else if (op.endsWith('fts')) {
    const fn = TSQUERY[op as keyof typeof TSQUERY]
    const columnType = node.relation.columns.get(filter.field.name)?.udt
    const lang = filter.language ? `${params.add(filter.language)}::regconfig, ` : ''
    const doc = columnType === 'tsvector' && filter.field.path.length === 0 ? column : `to_tsvector(${lang}${column})`
    sql = `${doc} @@ ${fn}(${lang}${params.add(filter.value)})`
  } else {
    const sqlOp = OPERATORS[op]
    const asPattern = (v: string) => (op === 'like' || op === 'ilike' ? v.replaceAll('*', '%') : v)
    if (filter.quantifier) {
      sql = `${column} ${sqlOp} ${filter.quantifier}(${params.add((filter.value as string[]).map(asPattern))})`
    } else if (op === 'ov' && /^\(.*\)$/.test(filter.value as string)) {
      // `ov.(a,b)` is PostgREST's list form for array overlap.
      sql = `${column} && ${params.add(
        (filter.value as string)
          .slice(1, -1)
          .split(',')
          .map((v) => v.trim()),
      )}`
    } else {
      sql = `${column} ${sqlOp} ${params.add(asPattern(filter.value as string))}`
    }
  }
  return filter.negate ? `not (${sql})` : sql
}

/** The join between a node and one of its embeds, as a condition on the embed's alias. */
export function joinSql(parent: ReadNode, embed: EmbedNode): string {
  const r = embed.relationship
  const p = parent.alias
  const c = embed.alias
  if (r.kind === 'computed') return 'true'
  if (r.kind === 'm2o')
    return r.fk.columns.map((col, i) => `${c}.${ident(r.fk.refColumns[i])} = ${p}.${ident(col)}`).join(' and ')
  if (r.kind === 'o2m')
    return r.fk.columns.map((col, i) => `${c}.${ident(col)} = ${p}.${ident(r.fk.refColumns[i])}`).join(' and ')
  const j = `${c}_j`
  const toSource = r.sourceFk.columns.map((col, i) => `${j}.${ident(col)} = ${p}.${ident(r.sourceFk.refColumns[i])}`)
  const toTarget = r.targetFk.columns.map((col, i) => `${j}.${ident(col)} = ${c}.${ident(r.targetFk.refColumns[i])}`)
  return `exists (select 1 from ${tableRef(r.junction)} ${j} where ${[...toSource, ...toTarget].join(' and ')})`
}

function existsSql(parent: ReadNode, embed: EmbedNode, params: Params): string {
  const where = [joinSql(parent, embed), ...whereParts(embed, params)]
  return `exists (select 1 from ${embedFrom(parent, embed)} where ${where.join(' and ')})`
}

/** A node's own filters plus an `exists` for each `!inner` embed below it. */
export function whereParts(node: ReadNode, params: Params): string[] {
  const parts = node.filters.map((f) => conditionSql(node, f, params))
  for (const embed of node.embeds) if (embed.joinType === 'inner') parts.push(existsSql(node, embed, params))
  return parts
}

export function orderSql(node: ReadNode, params: Params): string {
  if (node.order.length === 0) return ''
  const terms = node.order.map((t) => {
    if (!hasField(node, t.field.name)) {
      throw new RestError(400, '42703', `column ${node.relation.name}.${t.field.name} does not exist`)
    }
    return `${nodeFieldSql(node, t.field, params)} ${t.desc ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`
  })
  return ` order by ${terms.join(', ')}`
}

export function pageSql(node: ReadNode, params: Params): string {
  let sql = ''
  if (node.limit !== undefined) sql += ` limit ${params.add(node.limit)}::bigint`
  if (node.offset) sql += ` offset ${params.add(node.offset)}::bigint`
  return sql
}

/** What an embed reads from: its table, or a computed relationship's function called with the parent row. */
export function embedFrom(parent: ReadNode, embed: EmbedNode): string {
  const r = embed.relationship
  if (r.kind === 'computed') return `${ident(r.fn.schema)}.${ident(r.fn.name)}(${parent.alias}) ${embed.alias}`
  return `${tableRef(embed.relation)} ${embed.alias}`
}
