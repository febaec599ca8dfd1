import { RestError } from './errors.ts'
import { qualified, type ForeignKey, type Relation, type SchemaCache } from './schema-cache.ts'

export type Relationship =
  /** The source row points at one target row. */
  | { kind: 'm2o'; target: Relation; fk: ForeignKey }
  /** Target rows point at the source row; to-one when the pointing columns are unique. */
  | { kind: 'o2m'; target: Relation; fk: ForeignKey; toOne: boolean }
  | { kind: 'm2m'; target: Relation; junction: Relation; sourceFk: ForeignKey; targetFk: ForeignKey }

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c))

function describe(r: Relationship): Record<string, string> {
  if (r.kind === 'm2m') {
    return {
      cardinality: 'many-to-many',
      embedding: `${r.sourceFk.refTable} with ${r.target.name}`,
      relationship: `${r.junction.name} using ${r.sourceFk.name}(${r.sourceFk.columns}) and ${r.targetFk.name}(${r.targetFk.columns})`,
    }
  }
  return {
    cardinality: r.kind === 'm2o' ? 'many-to-one' : r.toOne ? 'one-to-one' : 'one-to-many',
    embedding: `${r.kind === 'm2o' ? r.fk.table : r.fk.refTable} with ${r.target.name}`,
    relationship: `${r.fk.name} using ${r.fk.table}(${r.fk.columns}) and ${r.fk.refTable}(${r.fk.refColumns})`,
  }
}

function matchesHint(r: Relationship, hint: string): boolean {
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
      JSON.stringify(candidates.map(describe)),
      `Try changing '${name}' to one of the following: ${candidates
        .map((c) => `'${name}!${c.kind === 'm2m' ? c.junction.name : c.fk.name}'`)
        .join(', ')}. Find the desired relationship in the 'details' key.`,
    )
  }
  return candidates[0]
}

export const isToOne = (r: Relationship) => r.kind === 'm2o' || (r.kind === 'o2m' && r.toOne)
