import { RestError } from './errors.ts'
import { qualified, type ForeignKey, type Relation, type RoutineDef, type SchemaCache } from './schema-cache.ts'

export type Relationship =
  /** The source row points at one target row. */
  | { kind: 'm2o'; target: Relation; fk: ForeignKey }
  /** Target rows point at the source row; to-one when the pointing columns are unique. */
  | { kind: 'o2m'; target: Relation; fk: ForeignKey; toOne: boolean }
  | { kind: 'm2m'; target: Relation; junction: Relation; sourceFk: ForeignKey; targetFk: ForeignKey }
  /** A computed relationship: a function over the source's row type returning rows (or one row) of a relation. */
  | { kind: 'computed'; target: Relation; fn: RoutineDef; toOne: boolean }

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c))

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
    cardinality: r.kind === 'm2o' ? 'many-to-one' : r.toOne ? 'one-to-one' : 'one-to-many',
    embedding,
    relationship: `${r.fk.name} using ${source.name}${els(sourceCols)} and ${r.target.name}${els(targetCols)}`,
  }
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.kind === 'computed') return false
  if (r.kind === 'm2m') return r.junction.name === hint || r.sourceFk.name === hint || r.targetFk.name === hint
  return r.fk.name === hint || sameColumns(r.fk.columns, [hint]) || sameColumns(r.fk.refColumns, [hint])
}

/**
 * Finds how `name` (a table, a foreign-key column of the source, or a constraint name) embeds into
 * `source`, with PostgREST's rules: junctions only through primary-key columns, hints to choose, and
 * PGRST200/PGRST201 when there is no or more than one way.
 */
export function resolveRelationship(cache: SchemaCache, source: Relation, name: string, hint?: string): Relationship {
  const fks = cache.foreignKeys
  // A function over the source's row type that returns a relation's rows embeds like a relationship.
  if (!hint) {
    for (const fn of cache.routines.get(qualified(source.schema, name)) ?? []) {
      if (fn.argRelation?.schema !== source.schema || fn.argRelation.name !== source.name) continue
      if (!fn.returnsRelation || fn.args.slice(1).some((a) => !a.hasDefault)) continue
      const target = cache.relations.get(qualified(fn.returnsRelationSchema ?? source.schema, fn.returnsRelation))
      if (target) return { kind: 'computed', target, fn, toOne: !fn.returnsSet }
    }
  }
  let candidates: Relationship[] = []
  const target = cache.relations.get(qualified(source.schema, name))
  if (target) {
    for (const fk of fks) {
      if (
        fk.table === source.name &&
        fk.schema === source.schema &&
        fk.refTable === target.name &&
        fk.refSchema === target.schema
      ) {
        candidates.push({ kind: 'm2o', target, fk })
      }
      if (
        fk.table === target.name &&
        fk.schema === target.schema &&
        fk.refTable === source.name &&
        fk.refSchema === source.schema
      ) {
        const toOne =
          target.uniqueKeys.some((u) => sameColumns(u, fk.columns)) || sameColumns(target.primaryKey, fk.columns)
        candidates.push({ kind: 'o2m', target, fk, toOne })
      }
    }
    for (const junction of cache.relations.values()) {
      if (junction.kind !== 'table' || junction.name === source.name || junction.name === target.name) continue
      const own = fks.filter(
        (fk) =>
          fk.table === junction.name &&
          fk.schema === junction.schema &&
          fk.columns.every((c) => junction.primaryKey.includes(c)),
      )
      for (const sourceFk of own.filter((fk) => fk.refTable === source.name && fk.refSchema === source.schema)) {
        for (const targetFk of own.filter((fk) => fk.refTable === target.name && fk.refSchema === target.schema)) {
          if (sourceFk !== targetFk) candidates.push({ kind: 'm2m', target, junction, sourceFk, targetFk })
        }
      }
    }
  } else {
    // `author_id(*)` or `posts_author_id_fkey(*)`: a foreign key of the source names the target.
    for (const fk of fks) {
      if (fk.table !== source.name || fk.schema !== source.schema) continue
      if (fk.name === name || sameColumns(fk.columns, [name])) {
        const ref = cache.relations.get(qualified(fk.refSchema, fk.refTable))
        if (ref) candidates.push({ kind: 'm2o', target: ref, fk })
      }
    }
  }
  if (hint) candidates = candidates.filter((c) => matchesHint(c, hint))
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${source.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${source.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${source.schema}', but no matches were found.`,
      null,
    )
  }
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${source.name}' and '${name}'`,
      candidates.map((c) => describe(source, c)),
      `Try changing '${name}' to one of the following: ${candidates
        .map((c) => `'${c.target.name}!${c.kind === 'm2m' ? c.junction.name : c.kind === 'computed' ? c.fn.name : c.fk.name}'`)
        .join(', ')}. Find the desired relationship in the 'details' key.`,
    )
  }
  return candidates[0]
}

export const isToOne = (r: Relationship) =>
  r.kind === 'm2o' || ((r.kind === 'o2m' || r.kind === 'computed') && r.toOne)
