import { RestError, parseError } from './errors.ts'
import { castSql } from './select-grammar.ts'
import { OPERATORS, type Field, type Filter, type OrderTerm, type SelectItem } from './parse.ts'
import { aggregateLabel, aggregateSql, groupBySql, type AggregateItem, type SelectPart } from './aggregates.ts'
import { isToOne, resolveRelationship, type Relationship } from './relationships.ts'
import type { Relation, SchemaCache } from './schema-cache.ts'

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`
export const tableRef = (rel: { schema: string; name: string }) => `${ident(rel.schema)}.${ident(rel.name)}`

/** Collects parameter values; SQL text only ever holds `$n` placeholders for them. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** One level of a read: a relation, what to select from it, and what narrows it. */
export interface ReadNode {
  relation: Relation
  alias: string
  select: SelectItem[]
  filters: Filter[]
  order: OrderTerm[]
  limit?: number
  offset?: number
  embeds: EmbedNode[]
  /** Computed fields of the relation: functions over its row type, by name, as `schema.fn` SQL. */
  computed?: Map<string, string>
}

export interface EmbedNode extends ReadNode {
  label: string
  relationship: Relationship
  joinType: 'inner' | 'left'
  spread: boolean
  /** `author()` selects nothing, nor does `tags(posts())`; it is there to filter. */
  hidden: boolean
  /** Hidden because everything it embeds is: `tags(posts())`. */
  hiddenByNesting: boolean
}

/** An embed that selects nothing of its own or of anything it embeds is left out of the output. */
const selectsNothing = (select: SelectItem[]): boolean =>
  select.every((item) => item.kind === 'embed' && selectsNothing(item.select))

export class AliasCounter {
  private n = 0
  next() {
    return `t${this.n++}`
  }
}

/** Resolves embeds of a select list into a tree of nodes. */
export function buildReadTree(
  cache: SchemaCache,
  relation: Relation,
  select: SelectItem[],
  aliases: AliasCounter,
  alias = aliases.next(),
): ReadNode {
  const node: ReadNode = {
    relation,
    alias,
    select: [],
    filters: [],
    order: [],
    embeds: [],
    computed: computedFields(cache, relation),
  }
  for (const item of select) {
    if (item.kind !== 'embed') {
      node.select.push(item)
      continue
    }
    const relationship = resolveRelationship(cache, relation, item.name, item.hint)
    if (item.spread && !isToOne(relationship)) {
      throw new RestError(
        400,
        'PGRST119',
        `A spread operation on '${item.name}' is not possible`,
        "'" + relation.name + "' and '" + item.name + "' do not form a many-to-one or one-to-one relationship",
      )
    }
    const child = buildReadTree(cache, relationship.target, item.select, aliases)
    node.embeds.push({
      ...child,
      label: item.alias ?? item.name,
      relationship,
      joinType: item.joinType ?? 'left',
      spread: item.spread,
      hidden: selectsNothing(item.select),
      hiddenByNesting: item.select.length > 0 && selectsNothing(item.select),
    })
  }
  return node
}

const computedCache = new WeakMap<SchemaCache, Map<string, Map<string, string>>>()

/**
 * PostgREST's computed fields: a function whose first parameter takes the relation's row type (any others
 * defaulted) and that returns a scalar or a non-relation set reads as a column of that relation.
 */
export function computedFields(cache: SchemaCache, relation: Relation): Map<string, string> {
  let byRelation = computedCache.get(cache)
  if (!byRelation) computedCache.set(cache, (byRelation = new Map()))
  const key = `${relation.schema}.${relation.name}`
  let fields = byRelation.get(key)
  if (fields) return fields
  fields = new Map<string, string>()
  byRelation.set(key, fields)
  for (const overloads of cache.routines.values()) {
    for (const r of overloads) {
      if (r.argRelation?.schema !== relation.schema || r.argRelation.name !== relation.name) continue
      if (r.returnsRelation || r.returnsVoid || r.args.slice(1).some((a) => !a.hasDefault)) continue
      if (!relation.columns.has(r.name)) fields.set(r.name, `${ident(r.schema)}.${ident(r.name)}`)
    }
  }
  return fields
}

const hasField = (node: ReadNode, name: string) =>
  node.relation.columns.has(name) || (node.computed?.has(name) ?? false) || node.relation.columns.size === 0

/** A field of a node: its column, or its computed field called with the row. */
export function nodeFieldSql(node: ReadNode, field: Field, params: Params): string {
  const fn = node.relation.columns.has(field.name) ? undefined : node.computed?.get(field.name)
  if (!fn) return fieldSql(node.alias, field, params)
  let sql = `${fn}(${node.alias})`
  for (const step of field.path) {
    const key = /^-?\d+$/.test(step.key) ? `${params.add(Number(step.key))}::int` : `${params.add(step.key)}::text`
    sql += `${step.arrow}${key}`
  }
  return sql
}

/** Finds the node a dotted filter path (`comments.author`) points at. */
export function findNode(root: ReadNode, path: string[]): ReadNode {
  let node = root
  for (const label of path) {
    const next = (node as ReadNode).embeds.find((e) => e.label === label)
    if (!next) {
      throw parseError(
        `"${path.join('.')}" is not an embedded resource in this request`,
        `Embed '${label}' in select to filter, order or limit it.`,
      )
    }
    node = next
  }
  return node
}

export function fieldSql(alias: string, field: Field, params: Params): string {
  let sql = `${alias}.${ident(field.name)}`
  for (const step of field.path) {
    const key = /^-?\d+$/.test(step.key) ? `${params.add(Number(step.key))}::int` : `${params.add(step.key)}::text`
    sql += `${step.arrow}${key}`
  }
  return sql
}

const outputName = (field: Field) => (field.path.length ? field.path[field.path.length - 1].key : field.name)

const TSQUERY = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' }

export function conditionSql(node: ReadNode, filter: Filter, params: Params): string {
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

/** The select list of a node, embeds included, each as `expr as "label"`. */
export function selectListSql(node: ReadNode, params: Params): string[] {
  return renderParts(selectListParts(node, params))
}

const renderParts = (parts: SelectPart[]) =>
  parts.map(({ expr, label }) => (label === '' ? expr : `${expr} as ${ident(label)}`))

/** A node's select list (`null` when it selects nothing) and the GROUP BY its aggregates call for. */
export function selectSql(node: ReadNode, params: Params): { list: string; groupBy: string } {
  const parts = selectListParts(node, params)
  return { list: renderParts(parts).join(', ') || 'null', groupBy: groupBySql(parts) }
}

/** Whether a node's own rows are aggregated: an aggregate in its select or in a spread embed's, at any depth. */
const aggregates = (node: ReadNode): boolean =>
  node.select.some((i) => i.kind === 'aggregate') || node.embeds.some((e) => e.spread && !e.hidden && aggregates(e))

type ColumnItem = Extract<SelectItem, { kind: 'column' }>

function columnPart(node: ReadNode, item: ColumnItem, params: Params): SelectPart {
  if (!hasField(node, item.field.name)) {
    throw new RestError(400, '42703', `column ${node.relation.name}.${item.field.name} does not exist`)
  }
  const expr = nodeFieldSql(node, item.field, params)
  return { expr: castSql(expr, item.cast), label: item.alias ?? outputName(item.field) }
}

const columnItem = (name: string): ColumnItem => ({ kind: 'column', field: { name, path: [] } })

/** The select list as expressions and their output names (names are quoted only when rendered). */
function selectListParts(node: ReadNode, params: Params): SelectPart[] {
  const grouped = aggregates(node)
  const list: SelectPart[] = []
  for (const item of node.select) {
    if (item.kind === 'embed') continue
    if (item.kind === 'star') {
      // Grouping needs each column by itself, as PostgREST expands `*` next to an aggregate.
      if (grouped && node.relation.columns.size > 0)
        list.push(...[...node.relation.columns.keys()].map((name) => columnPart(node, columnItem(name), params)))
      else list.push({ expr: `${node.alias}.*`, label: '' })
    } else if (item.kind === 'count') {
      throw new RestError(
        400,
        'PGRST123',
        'Use of aggregate functions is not allowed',
        'count() may only be the whole select of an embedded resource, like comments(count).',
      )
    } else if (item.kind === 'aggregate') {
      const input = item.field && columnPart(node, { kind: 'column', field: item.field, cast: item.cast }, params).expr
      list.push({ expr: aggregateSql(item, input), label: aggregateLabel(item), aggregate: true })
    } else list.push(columnPart(node, item, params))
  }
  for (const embed of node.embeds) {
    // PostgREST groups by such an embed yet leaves it out of the select (its issue 4582): hosted refuses it.
    if (grouped && embed.hiddenByNesting) throw new RestError(400, '42703', `column "${embed.label}" does not exist`)
    if (embed.hidden) continue
    if (embed.spread) list.push(...spreadParts(node, embed, params, grouped))
    else list.push({ expr: embedSql(node, embed, params, grouped), label: embed.label })
  }
  return list
}

/** What an embed reads from: its table, or a computed relationship's function called with the parent row. */
function embedFrom(parent: ReadNode, embed: EmbedNode): string {
  const r = embed.relationship
  if (r.kind === 'computed') return `${ident(r.fn.schema)}.${ident(r.fn.name)}(${parent.alias}) ${embed.alias}`
  return `${tableRef(embed.relation)} ${embed.alias}`
}

/** An embed as one JSON value; as jsonb when its parent groups by it (json has no equality). */
function embedSql(parent: ReadNode, embed: EmbedNode, params: Params, grouped: boolean): string {
  const from = embedFrom(parent, embed)
  const where = [joinSql(parent, embed), ...whereParts(embed, params)].join(' and ')
  const asJson = grouped ? '::jsonb' : ''
  const isCount = embed.select.length === 1 && embed.select[0].kind === 'count' && embed.embeds.length === 0
  if (isCount) {
    const label = embed.select[0].kind === 'count' ? (embed.select[0].alias ?? 'count') : 'count'
    return `(select json_build_array(json_build_object(${params.add(label)}::text, count(*)))${asJson} from ${from} where ${where})`
  }
  const { list, groupBy } = selectSql(embed, params)
  const inner = `select ${list} from ${from} where ${where}${groupBy}`
  if (isToOne(embed.relationship))
    return `(select row_to_json(_${embed.alias})${asJson} from (${inner} limit 1) _${embed.alias})`
  const paged = `${inner}${orderSql(embed, params)}${pageSql(embed, params)}`
  return `(select coalesce(json_agg(_${embed.alias}), '[]')${asJson} from (${paged}) _${embed.alias})`
}

/**
 * `...author(name)`: the to-one embed's fields become the parent's own, and a spread inside it
 * (`...author(...city(name))`) the parent's too. Its aggregates are the parent's as well (PostgREST hoists
 * them): `...customers(joined.max())` takes the max over the parent's rows.
 */
function spreadParts(parent: ReadNode, embed: EmbedNode, params: Params, grouped: boolean): SelectPart[] {
  return spreadValues(parent, embed, params, grouped).map(({ expr, label, aggregate }) =>
    aggregate ? { expr: aggregateSql(aggregate, expr), label, aggregate: true } : { expr, label },
  )
}

/** A spread's output as one value per parent row; an aggregate's value is its input, applied by the parent. */
interface SpreadValue {
  expr: string
  label: string
  aggregate?: AggregateItem
}

function spreadValues(parent: ReadNode, embed: EmbedNode, params: Params, grouped: boolean): SpreadValue[] {
  const from = embedFrom(parent, embed)
  const where = [joinSql(parent, embed), ...whereParts(embed, params)].join(' and ')
  const scalar = (expr: string) => `(select ${expr} from ${from} where ${where} limit 1)`
  const plain: ReadNode = { ...embed, select: [], embeds: [] }
  const parts: SpreadValue[] = []
  for (const item of embed.select) {
    if (item.kind === 'embed') continue
    if (item.kind === 'aggregate') {
      // `count()` counts the parent rows that have an embedded row, as PostgREST counts the joined row.
      const input = item.field
        ? columnPart(plain, { kind: 'column', field: item.field, cast: item.cast }, params).expr
        : '1'
      parts.push({ expr: scalar(input), label: aggregateLabel(item), aggregate: item })
      continue
    }
    const items = item.kind === 'star' ? [...embed.relation.columns.keys()].map(columnItem) : [item]
    for (const p of selectListParts({ ...plain, select: items }, params))
      parts.push({ expr: scalar(p.expr), label: p.label })
  }
  for (const e of embed.embeds) {
    if (e.hidden) continue
    if (e.spread) {
      for (const p of spreadValues(embed, e, params, grouped)) parts.push({ ...p, expr: scalar(p.expr) })
    } else parts.push({ expr: scalar(embedSql(embed, e, params, grouped)), label: e.label })
  }
  return parts
}
