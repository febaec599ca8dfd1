import { ident } from '../db/identifiers.ts'
import { RestError, parseError } from './errors.ts'
import type { Filter, OrderTerm, SelectItem } from './parse.ts'
import { isToOne, resolveRelationship, type Relationship } from './relationships.ts'
import type { Relation, SchemaCache } from './schema-cache.ts'

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
function computedFields(cache: SchemaCache, relation: Relation): Map<string, string> {
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

export const hasField = (node: ReadNode, name: string) =>
  node.relation.columns.has(name) || (node.computed?.has(name) ?? false) || node.relation.columns.size === 0

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
