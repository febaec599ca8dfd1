import type { Queryable } from './db/driver.ts'
import { loadSchemaCache, type Column } from './rest/schema-cache.ts'

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])
const STRING = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'citext',
  'inet',
  'cidr',
  'macaddr',
  'tsvector',
  'tsquery',
  'bytea',
  'name',
  'regconfig',
  'int4range',
  'int8range',
  'numrange',
  'tsrange',
  'tstzrange',
  'daterange',
  'money',
  'xml',
  'bit',
  'varbit',
])

function tsType(udt: string, enums: Map<string, string[]>): string {
  const isArray = udt.startsWith('_')
  const base = isArray ? udt.slice(1) : udt
  let t: string
  if (base === 'bool') t = 'boolean'
  else if (NUMBER.has(base)) t = 'number'
  else if (base === 'json' || base === 'jsonb') t = 'Json'
  else if (enums.has(base)) t = `Database["public"]["Enums"]["${base}"]`
  else if (STRING.has(base)) t = 'string'
  else t = 'unknown'
  return isArray ? `${t}[]` : t
}

const PG_TYPE_NAMES: Record<string, string> = {
  integer: 'int4',
  bigint: 'int8',
  smallint: 'int2',
  boolean: 'bool',
  'double precision': 'float8',
  real: 'float4',
  'character varying': 'varchar',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'time without time zone': 'time',
  character: 'bpchar',
}
const udtOf = (formatted: string) => {
  const isArray = formatted.endsWith('[]')
  const base = formatted
    .replace(/\[\]$/, '')
    .replace(/\(.*\)$/, '')
    .replace(/^public\./, '')
  const udt = PG_TYPE_NAMES[base] ?? base
  return isArray ? `_${udt}` : udt
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name))

/** Writes TypeScript types for the public schema in the format of `supabase gen types typescript`. */
export async function generateTypes(db: Queryable): Promise<string> {
  const cache = await loadSchemaCache(db, ['public'])
  const { rows: enumRows } = await db.query<{ name: string; labels: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
     from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = 'public' group by t.typname order by t.typname`,
  )
  const enums = new Map(enumRows.map((r) => [r.name, r.labels]))
  const field = (c: Column, mode: 'Row' | 'Insert' | 'Update') => {
    const type = tsType(c.udt, enums) + (c.nullable ? ' | null' : '')
    if (mode === 'Row') return `          ${key(c.name)}: ${type}`
    if (c.generated) return `          ${key(c.name)}?: never`
    const optional = mode === 'Update' || c.nullable || c.hasDefault
    return `          ${key(c.name)}${optional ? '?' : ''}: ${type}`
  }
  const relations = [...cache.relations.values()].sort((a, b) => a.name.localeCompare(b.name))
  const section = (kind: 'table' | 'view') =>
    relations
      .filter((r) => r.kind === kind)
      .map((r) => {
        const cols = [...r.columns.values()].sort((a, b) => a.name.localeCompare(b.name))
        const rels = cache.foreignKeys
          .filter((fk) => fk.table === r.name)
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((fk) => {
            const oneToOne = r.uniqueKeys.some(
              (u) => u.length === fk.columns.length && u.every((c) => fk.columns.includes(c)),
            )
            return `          {
            foreignKeyName: "${fk.name}"
            columns: [${fk.columns.map((c) => `"${c}"`).join(', ')}]
            isOneToOne: ${oneToOne}
            referencedRelation: "${fk.refTable}"
            referencedColumns: [${fk.refColumns.map((c) => `"${c}"`).join(', ')}]
          },`
          })
        const modes = (kind === 'table' ? (['Row', 'Insert', 'Update'] as const) : (['Row'] as const))
          .map((m) => `        ${m}: {\n${cols.map((c) => field(c, m)).join('\n')}\n        }`)
          .join('\n')
        return `      ${key(r.name)}: {\n${modes}\n        Relationships: [${rels.length ? `\n${rels.join('\n')}\n        ` : ''}]\n      }`
      })
      .join('\n')
  const routines = [...cache.routines.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, defs]) => {
      const d = defs[0]
      const args = d.args.filter((a) => a.name)
      const argsType = args.length
        ? `{\n${args.map((a) => `          ${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(udtOf(a.type), enums)}`).join('\n')}\n        }`
        : 'never'
      let returns = d.returnsVoid ? 'undefined' : tsType(udtOf(d.returnType), enums)
      if (d.returnsRelation) returns = `Database["public"]["Tables"]["${d.returnsRelation}"]["Row"]`
      if (d.returnsRecord) {
        returns = d.tableColumns.length
          ? `{\n${d.tableColumns.map((c) => `          ${key(c.name)}: ${tsType(udtOf(c.type), enums)}`).join('\n')}\n        }`
          : 'Record<string, unknown>'
      }
      if (d.returnsSet) returns = `${returns}[]`
      return `      ${key(d.name)}: {\n        Args: ${argsType}\n        Returns: ${returns}\n      }`
    })
    .join('\n')
  const empty = '{\n      [_ in never]: never\n    }'
  const enumBlock = enums.size
    ? `{\n${[...enums].map(([n, labels]) => `      ${key(n)}: ${labels.map((l) => JSON.stringify(l)).join(' | ')}`).join('\n')}\n    }`
    : empty
  const tables = section('table')
  const views = section('view')
  return `// Generated by \`npm run db:types\` from the migrated database. Do not edit by hand.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: ${tables ? `{\n${tables}\n    }` : empty}
    Views: ${views ? `{\n${views}\n    }` : empty}
    Functions: ${routines ? `{\n${routines}\n    }` : empty}
    Enums: ${enumBlock}
    CompositeTypes: ${empty}
  }
}

type PublicSchema = Database["public"]

export type Tables<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Row"]
export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"]
export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"]
export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]
`
}
