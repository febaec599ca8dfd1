import { RestError } from './errors.ts'
import { FuzzySet } from './fuzzy-set.ts'
import { qualified, type ForeignKey, type Relation, type RoutineDef, type SchemaCache } from './schema-cache.ts'

export type Relationship =
  /** The source row points at one target row. */
  | { kind: 'm2o'; target: Relation; fk: ForeignKey; toOne?: boolean }
  /** Target rows point at the source row; to-one when the pointing columns are unique. */
  | { kind: 'o2m'; target: Relation; fk: ForeignKey; toOne: boolean }
  | { kind: 'm2m'; target: Relation; junction: Relation; sourceFk: ForeignKey; targetFk: ForeignKey }
  /** A computed relationship: a function over the source's row type returning rows (or one row) of a relation. */
  | { kind: 'computed'; target: Relation; fn: RoutineDef; toOne: boolean }

const els = (cols: string[]) => `(${cols.join(', ')})`

/** PostgREST's `compressedRel`: how each candidate is shown in PGRST201's `details` array. */
function describe(source: Relation, r: Relationship): Record<string, string> {
  const embedding = `${source.name} with ${r.target.name}`
  if (r.kind === 'computed') return {}
  if (r.kind === 'm2m') {
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${r.junction.name} using ${r.sourceFk.name}${els(r.sourceFk.columns)} and ${r.targetFk.name}${els(r.targetFk.columns)}`,
    }
  }
  // Columns are listed source side first: the foreign key's own columns for many-to-one, the referenced ones otherwise.
  const [sourceCols, targetCols] = r.kind === 'm2o' ? [r.fk.columns, r.fk.refColumns] : [r.fk.refColumns, r.fk.columns]
  return {
    cardinality: r.kind === 'm2o' ? (r.toOne ? 'one-to-one' : 'many-to-one') : r.toOne ? 'one-to-one' : 'one-to-many',
    embedding,
    relationship: `${r.fk.name} using ${source.name}${els(sourceCols)} and ${r.target.name}${els(targetCols)}`,
  }
}

const relationshipsCache = new WeakMap<SchemaCache, Map<Relation, Relationship[]>>()

/** Every foreign-key relationship of `origin` (PostgREST's relationships map entry): many-to-one, one-to-many, many-to-many. */
export function relationshipsOf(cache: SchemaCache, origin: Relation): Relationship[] {
  let byOrigin = relationshipsCache.get(cache)
  if (!byOrigin) relationshipsCache.set(cache, (byOrigin = new Map()))
  let rels = byOrigin.get(origin)
  if (rels) return rels
  rels = []
  for (const link of cache.links) {
    if (link.source === origin) rels.push({ kind: 'm2o', target: link.target, fk: link.fk, toOne: link.unique })
    if (link.target === origin) rels.push({ kind: 'o2m', target: link.source, fk: link.fk, toOne: link.unique })
  }
  // Many-to-many through a junction table whose keys to both ends are part of its primary key.
  for (const sourceLink of cache.links) {
    const junction = sourceLink.source
    if (sourceLink.target !== origin || junction.kind !== 'table' || junction === origin) continue
    if (!sourceLink.fk.columns.every((c) => junction.primaryKey.includes(c))) continue
    for (const targetLink of cache.links) {
      if (targetLink.source !== junction || targetLink === sourceLink || targetLink.fk.name === sourceLink.fk.name)
        continue
      if (targetLink.target === junction || !targetLink.fk.columns.every((c) => junction.primaryKey.includes(c)))
        continue
      rels.push({ kind: 'm2m', target: targetLink.target, junction, sourceFk: sourceLink.fk, targetFk: targetLink.fk })
    }
  }
  byOrigin.set(origin, rels)
  return rels
}

/** A single-column key as [origin's column, target's column]. */
function singleColumn(r: Relationship): [string, string] | null {
  if (r.kind === 'm2o' && r.fk.columns.length === 1) return [r.fk.columns[0], r.fk.refColumns[0]]
  if (r.kind === 'o2m' && r.fk.columns.length === 1) return [r.fk.refColumns[0], r.fk.columns[0]]
  return null
}

/**
 * PostgREST's `findRel`. A self-reference (a table's key to itself) gives two relationships over one key:
 * the table's name picks the one-to-many side (`children:family_tree(*)`, or `family_tree!parent(*)`
 * naming the key column), the key column alone the many-to-one side (`parent(*)`). Otherwise the target
 * is a relation's name (or, towards a table only, a constraint or key column of the origin), and a hint
 * names the constraint, a key column of either end, or the junction.
 */
function matches(source: Relation, r: Relationship, name: string, hint: string | undefined): boolean {
  if (r.kind === 'computed') return false
  const cols = singleColumn(r)
  if (r.kind !== 'm2m' && r.target === source) {
    if (hint === undefined)
      return (r.kind === 'o2m' && r.target.name === name) || (r.kind === 'm2o' && cols?.[0] === name)
    return r.kind === 'o2m' && r.target.name === name && cols?.[1] === hint
  }
  const constraint = r.kind === 'm2m' ? null : r.fk.name
  if (hint === undefined) {
    return r.target.name === name || (r.target.kind !== 'view' && (constraint === name || cols?.[0] === name))
  }
  return (
    r.target.name === name &&
    (constraint === hint || cols?.[0] === hint || cols?.[1] === hint || (r.kind === 'm2m' && r.junction.name === hint))
  )
}

/**
 * Finds how `name` (a relation, a key column of the source, or a constraint name) embeds into `source`,
 * with PostgREST's rules (views carry their base tables' keys), and PGRST200/PGRST201 when there is no
 * or more than one way.
 */
export function resolveRelationship(cache: SchemaCache, source: Relation, name: string, hint?: string): Relationship {
  if (!hint) {
    for (const fn of cache.routines.get(qualified(source.schema, name)) ?? []) {
      const computed = computedRelationship(cache, source, fn)
      if (computed) return computed
    }
  }
  const candidates = relationshipsOf(cache, source).filter((r) => matches(source, r, name, hint))
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${source.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${source.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${source.schema}', but no matches were found.`,
      noRelationshipHint(cache, source, name),
    )
  }
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${source.name}' and '${name}'`,
      candidates.map((c) => describe(source, c)),
      `Try changing '${name}' to one of the following: ${candidates
        .map(
          (c) =>
            `'${c.target.name}!${c.kind === 'm2m' ? c.junction.name : c.kind === 'computed' ? c.fn.name : c.fk.name}'`,
        )
        .join(', ')}. Find the desired relationship in the 'details' key.`,
    )
  }
  return candidates[0]
}

/** A function over the source's row type that returns a relation's rows embeds like a relationship. */
function computedRelationship(cache: SchemaCache, source: Relation, fn: RoutineDef): Relationship | null {
  if (fn.argRelation?.schema !== source.schema || fn.argRelation.name !== source.name) return null
  if (!fn.returnsRelation || fn.args.slice(1).some((a) => !a.hasDefault)) return null
  const target = cache.relations.get(qualified(fn.returnsRelationSchema ?? source.schema, fn.returnsRelation))
  return target ? { kind: 'computed', target, fn, toOne: !fn.returnsSet } : null
}

/** Every relationship PostgREST's schema cache holds for `origin`: through foreign keys and computed. */
function allRelationshipsOf(cache: SchemaCache, origin: Relation): Relationship[] {
  const computed = [...cache.routines.values()].flat().map((fn) => computedRelationship(cache, origin, fn))
  return [...relationshipsOf(cache, origin), ...computed.filter((r) => r !== null)]
}

/**
 * PostgREST's noRelBetweenHint: when the source has relationships, the closest name among their targets
 * (never the name itself); when it has none, the closest name among the schema's relations that have some.
 */
function noRelationshipHint(cache: SchemaCache, source: Relation, name: string): string | null {
  const children = allRelationshipsOf(cache, source).map((r) => r.target.name)
  if (children.length > 0) {
    const closest = new FuzzySet(children).get(name).find(([score]) => score < 1)
    return closest ? `Perhaps you meant '${closest[1]}' instead of '${name}'.` : null
  }
  const parents = [...cache.relations.values()].filter(
    (r) => r.schema === source.schema && allRelationshipsOf(cache, r).length > 0,
  )
  const closest = new FuzzySet(parents.map((r) => r.name)).getOne(source.name)
  return closest ? `Perhaps you meant '${closest}' instead of '${source.name}'.` : null
}

export const isToOne = (r: Relationship) => r.kind === 'm2o' || ((r.kind === 'o2m' || r.kind === 'computed') && r.toOne)
