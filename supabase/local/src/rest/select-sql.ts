import { RestError } from './errors.ts'
import { castSql } from './select-grammar.ts'
import type { Field, SelectItem } from './parse.ts'
import { aggregateLabel, aggregateSql, groupBySql, type AggregateItem, type SelectPart } from './aggregates.ts'
import { isToOne } from './relationships.ts'
import { ident } from '../db/identifiers.ts'
import { hasField, type EmbedNode, type ReadNode } from './read-tree.ts'
import { embedFrom, joinSql, orderSql, pageSql, whereParts } from './filter-sql.ts'
import { nodeFieldSql, type Params } from './sql.ts'

const outputName = (field: Field) => (field.path.length ? field.path[field.path.length - 1].key : field.name)

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
