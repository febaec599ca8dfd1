import type { Database } from '../db/driver.ts'
import type { SchemaCache } from './schema-cache.ts'
import type { Cast } from './select-grammar.ts'
import { ident } from '../db/identifiers.ts'
import type { ReadNode } from './read-tree.ts'

/**
 * `select=col::type` names a type in words; they are looked up in pg_type (through `regtype`, in the request's
 * search_path, as Postgres would read them in PostgREST's `cast(col as words)`) and the statement names the row
 * found, schema-qualified and quoted. Words that name no type are refused with Postgres' own error (42704
 * `type "x" does not exist`, 42601 for words that are no type name), as PostgREST answers them: a 400.
 */

/** Keyword spellings to which PostgreSQL's grammar gives a length: `char` is `char(1)`, `bit` is `bit(1)`. */
const LENGTH_ONE = new Set(['char', 'character', 'nchar', 'national char', 'national character', 'bit'])
/** `interval day`, `interval hour to second`: fields only the keyword spelling can carry. */
const INTERVAL_FIELDS = /^interval ((?:year|month|day|hour|minute|second)(?: to (?:month|hour|minute|second))?)$/

/** The SQL for a type that `words` resolved to. */
function typeSql(words: string, schema: string, name: string): string {
  const qualified = `${ident(schema)}.${ident(name)}`
  if (schema !== 'pg_catalog') return qualified
  const spelled = words.toLowerCase().split(/ +/).join(' ')
  if (LENGTH_ONE.has(spelled)) return `${qualified}(1)`
  const fields = name === 'interval' ? INTERVAL_FIELDS.exec(spelled) : null
  return fields ? `interval ${fields[1]}` : qualified
}

function castsOf(node: ReadNode, out: Cast[] = []): Cast[] {
  for (const item of node.select) {
    if (item.kind !== 'column' && item.kind !== 'aggregate') continue
    if (item.cast) out.push(item.cast)
    if (item.kind === 'aggregate' && item.resultCast) out.push(item.resultCast)
  }
  for (const embed of node.embeds) castsOf(embed, out)
  return out
}

/** Resolved casts are kept per schema cache (a reload forgets them), at most this many. */
const MAX_REMEMBERED = 500

export function createCastResolver(db: Database) {
  const remembered = new WeakMap<SchemaCache, Map<string, string>>()

  /** Sets `sql` on every cast of the tree; throws Postgres' error for words that name no type. */
  return async function resolveCasts(cache: SchemaCache, searchPath: string, root: ReadNode | null): Promise<void> {
    const casts = root ? castsOf(root) : []
    if (casts.length === 0) return
    let known = remembered.get(cache)
    if (!known) remembered.set(cache, (known = new Map()))
    const key = (words: string) => `${searchPath}\u0000${words}`
    const missing = [...new Set(casts.map((c) => c.words).filter((words) => !known.has(key(words))))]
    if (missing.length > 0) {
      const { rows } = await db.run<{ words: string; schema: string; name: string }>(
        {
          sql: `select u.words, n.nspname as schema, t.typname as name
                from unnest($1::text[]) as u(words)
                join pg_catalog.pg_type t on t.oid = u.words::pg_catalog.regtype
                join pg_catalog.pg_namespace n on n.oid = t.typnamespace`,
          params: [missing],
        },
        { search_path: searchPath, transaction_read_only: 'on' },
      )
      if (known.size + rows.length > MAX_REMEMBERED) known.clear()
      for (const row of rows) known.set(key(row.words), typeSql(row.words, row.schema, row.name))
    }
    for (const cast of casts) cast.sql = known.get(key(cast.words))
  }
}
