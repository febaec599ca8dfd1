import type { Queryable } from '../db/driver.ts'
import { viewColumns } from './view-columns.ts'

export interface Column {
  name: string
  type: string
  udt: string
  nullable: boolean
  hasDefault: boolean
  default: string | null
  generated: boolean
  /** `a` (generated always) or `d` (by default) for identity columns, else ''. */
  identity: string
  position: number
  enumValues: string[] | null
}

export interface Relation {
  schema: string
  name: string
  kind: 'table' | 'view'
  columns: Map<string, Column>
  primaryKey: string[]
  uniqueKeys: string[][]
}

export interface ForeignKey {
  name: string
  schema: string
  table: string
  columns: string[]
  refSchema: string
  refTable: string
  refColumns: string[]
}

export interface FunctionArg {
  name: string
  type: string
  hasDefault: boolean
}

export interface RoutineDef {
  schema: string
  name: string
  args: FunctionArg[]
  returnType: string
  returnsSet: boolean
  returnsVoid: boolean
  /** The table (or type) whose rows it returns, when it returns rows of a relation. */
  returnsRelation: string | null
  /** `returns table (…)` or `returns setof record`: rows without a named relation. */
  returnsRecord: boolean
  /** The columns of `returns table (…)`, in order. */
  tableColumns: Array<{ name: string; type: string }>
  volatility: 'i' | 's' | 'v'
  /** The relation whose row type the first parameter takes: a computed field or relationship of it. */
  argRelation: { schema: string; name: string } | null
  /** The schema of `returnsRelation`. */
  returnsRelationSchema: string | null
}

/**
 * A foreign key as seen between two exposed relations: the table's own, or the same key carried over to
 * views that expose its columns (PostgREST's view relationships), with the column names each end uses.
 */
export interface Link {
  fk: ForeignKey
  /** The relation holding the key columns, and the one they reference (tables or views). */
  source: Relation
  target: Relation
  /** The base table's key columns are unique: each referenced row has at most one referencing row. */
  unique: boolean
}

export interface SchemaCache {
  schemas: string[]
  relations: Map<string, Relation>
  /** Foreign keys between tables of the exposed schemas (what the type generator lists). */
  foreignKeys: ForeignKey[]
  /** Every way a foreign key joins two exposed relations, views included. */
  links: Link[]
  routines: Map<string, RoutineDef[]>
  /**
   * PostgREST's in-database configuration: `pgrst.*` settings of the `authenticator` role (as
   * `alter role authenticator set pgrst.db_aggregates_enabled = 'true'`), without the prefix.
   */
  settings: Record<string, string>
}

export const qualified = (schema: string, name: string) => `${schema}.${name}`

export async function loadSchemaCache(db: Queryable, schemas: string[]): Promise<SchemaCache> {
  const relations = await db.query<{
    schema: string
    name: string
    relkind: string
    oid: string
    columns: Column[]
    pk: string[]
    uniques: string[][]
  }>(
    `select n.nspname as schema, c.relname as name, c.relkind::text as relkind, c.oid::text as oid,
       coalesce((
         select json_agg(json_build_object(
           'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'udt', t.typname,
           'nullable', not a.attnotnull, 'hasDefault', a.atthasdef or a.attidentity <> '',
           'default', pg_get_expr(d.adbin, d.adrelid), 'generated', a.attgenerated <> '', 'identity', a.attidentity::text,
           'position', a.attnum,
           'enumValues', (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid)
         ) order by a.attnum)
         from pg_attribute a
         join pg_type t on t.oid = a.atttypid
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
       coalesce((
         select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
         from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
         where i.indrelid = c.oid and i.indisprimary), '[]') as pk,
       coalesce((
         select json_agg(cols) from (
           select json_agg(a.attname order by a.attnum) as cols
           from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
           where i.indrelid = c.oid and i.indisunique and i.indpred is null
           group by i.indexrelid) u), '[]') as uniques
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [schemas],
  )
  // Every schema's keys: a view in an exposed schema may expose a table of another one.
  const allForeignKeys = await db.query<
    ForeignKey & { relId: string; refRelId: string; keys: number[]; refKeys: number[]; unique: boolean }
  >(
    `select con.conname as name, ns.nspname as schema, cl.relname as "table",
       fns.nspname as "refSchema", fcl.relname as "refTable",
       con.conrelid::text as "relId", con.confrelid::text as "refRelId",
       (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
       (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as "refColumns",
       (select json_agg(k.attnum order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)) as keys,
       (select json_agg(k.attnum order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)) as "refKeys",
       exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
         and i.indkey::int2[] @> con.conkey and con.conkey @> i.indkey::int2[]) as "unique"
     from pg_constraint con
     join pg_class cl on cl.oid = con.conrelid join pg_namespace ns on ns.oid = cl.relnamespace
     join pg_class fcl on fcl.oid = con.confrelid join pg_namespace fns on fns.oid = fcl.relnamespace
     where con.contype = 'f' and ns.nspname not in ('pg_catalog', 'information_schema')`,
  )
  const views = await db.query<{ oid: string; action: string }>(
    `select r.ev_class::text as oid, r.ev_action::text as action
     from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
     where r.rulename = '_RETURN' and c.relkind in ('v', 'm') and n.nspname not in ('pg_catalog', 'information_schema')`,
  )
  const routines = await db.query<{
    schema: string
    name: string
    volatility: string
    returns_set: boolean
    return_type: string
    return_relation: string | null
    return_relation_schema: string | null
    arg_relation: { schema: string; name: string } | null
    returns_void: boolean
    returns_record: boolean
    arg_names: string[] | null
    arg_modes: string[] | null
    all_arg_types: string[] | null
    in_arg_types: string[] | null
    n_defaults: number
  }>(
    `select n.nspname as schema, p.proname as name, p.provolatile::text as volatility, p.proretset as returns_set,
       format_type(p.prorettype, null) as return_type,
       (select rc.relname from pg_class rc where rc.oid = rt.typrelid and rt.typrelid <> 0) as return_relation,
       (select rn.nspname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
          where rc.oid = rt.typrelid and rt.typrelid <> 0) as return_relation_schema,
       (select json_build_object('schema', an.nspname, 'name', ac.relname)
          from pg_type at join pg_class ac on ac.oid = at.typrelid join pg_namespace an on an.oid = ac.relnamespace
          where p.pronargs > 0 and at.oid = p.proargtypes[0] and ac.relkind in ('r', 'v', 'm', 'f', 'p')) as arg_relation,
       rt.typname = 'void' as returns_void,
       rt.typname = 'record' as returns_record,
       p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
       (select json_agg(format_type(x.t, null) order by x.o) from unnest(p.proallargtypes) with ordinality x(t, o)) as all_arg_types,
       (select json_agg(format_type(x.t, null) order by x.o) from unnest(p.proargtypes::oid[]) with ordinality x(t, o)) as in_arg_types,
       p.pronargdefaults as n_defaults
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
     where n.nspname = any($1) and p.prokind = 'f'`,
    [schemas],
  )

  const relationMap = new Map<string, Relation>()
  const oidOf = new Map<string, Relation>()
  for (const r of relations.rows) {
    relationMap.set(qualified(r.schema, r.name), {
      schema: r.schema,
      name: r.name,
      kind: r.relkind === 'r' || r.relkind === 'p' || r.relkind === 'f' ? 'table' : 'view',
      columns: new Map(r.columns.map((c) => [c.name, c])),
      primaryKey: r.pk,
      uniqueKeys: r.uniques,
    })
    oidOf.set(r.oid, relationMap.get(qualified(r.schema, r.name))!)
  }
  const routineMap = new Map<string, RoutineDef[]>()
  for (const f of routines.rows) {
    const modes = f.arg_modes ?? null
    const names = f.arg_names ?? []
    const inTypes = f.in_arg_types ?? []
    const inNames = modes ? names.filter((_, i) => ['i', 'b', 'v'].includes(modes[i])) : names.slice(0, inTypes.length)
    const args = inTypes.map((type, i) => ({
      name: inNames[i] ?? '',
      type,
      hasDefault: i >= inTypes.length - f.n_defaults,
    }))
    const allTypes = f.all_arg_types ?? []
    const tableColumns = modes
      ? names.flatMap((name, i) => (modes[i] === 't' ? [{ name, type: allTypes[i] }] : []))
      : []
    const def: RoutineDef = {
      schema: f.schema,
      name: f.name,
      args,
      returnType: f.return_type,
      returnsSet: f.returns_set,
      returnsVoid: f.returns_void,
      returnsRelation: f.return_relation,
      returnsRecord: f.returns_record,
      tableColumns,
      volatility: f.volatility as RoutineDef['volatility'],
      argRelation: f.arg_relation,
      returnsRelationSchema: f.return_relation_schema,
    }
    const key = qualified(f.schema, f.name)
    routineMap.set(key, [...(routineMap.get(key) ?? []), def])
  }
  const settings = await db.query<{ name: string; value: string }>(
    `select substr(split_part(s, '=', 1), 7) as name, substr(s, strpos(s, '=') + 1) as value
     from pg_db_role_setting r cross join unnest(r.setconfig) s
     where r.setrole = (select oid from pg_roles where rolname = 'authenticator')
       and r.setdatabase in (0, (select oid from pg_database where datname = current_database()))
       and s like 'pgrst.%'
     order by r.setdatabase`,
  )
  const foreignKeys = allForeignKeys.rows
    .filter((fk) => schemas.includes(fk.schema) && schemas.includes(fk.refSchema))
    .map(({ name, schema, table, columns, refSchema, refTable, refColumns }) => ({
      name,
      schema,
      table,
      columns,
      refSchema,
      refTable,
      refColumns,
    }))
  return {
    schemas,
    relations: relationMap,
    foreignKeys,
    links: viewLinks(oidOf, allForeignKeys.rows, views.rows),
    routines: routineMap,
    settings: Object.fromEntries(settings.rows.map((r) => [r.name, r.value])),
  }
}

/**
 * PostgREST's relationships through views: a foreign key of table T (columns A) to table R (columns B)
 * joins every exposed relation that shows all of A (T itself, or a view whose columns read them
 * unchanged, through other views too) to every exposed relation that shows all of B, within one schema.
 */
function viewLinks(
  byOid: Map<string, Relation>,
  keys: Array<ForeignKey & { relId: string; refRelId: string; keys: number[]; refKeys: number[]; unique: boolean }>,
  views: Array<{ oid: string; action: string }>,
): Link[] {
  const columnsOf = new Map(views.map((v) => [v.oid, viewColumns(v.action)]))
  // Each view column's base-table origin, following views over views.
  const baseOf = (relation: string, column: number, depth = 0): string | null => {
    const cols = columnsOf.get(relation)
    if (!cols) return `${relation}:${column}`
    if (depth > 20) return null
    const col = cols.find((c) => c.position === column)
    return col?.origin ? baseOf(String(col.origin.relation), col.origin.column, depth + 1) : null
  }
  // Base column ("oid:attnum") -> the exposed views' columns showing it, in view column order.
  const exposedBy = new Map<string, Array<{ view: Relation; column: string }>>()
  for (const [oid, cols] of columnsOf) {
    const view = byOid.get(oid)
    if (!view) continue
    for (const col of cols) {
      if (!col.origin) continue
      const base = baseOf(String(col.origin.relation), col.origin.column)
      if (!base) continue
      const list = exposedBy.get(base) ?? []
      if (!list.some((e) => e.view === view)) list.push({ view, column: col.name })
      exposedBy.set(base, list)
    }
  }
  const ends = (relId: string, attnums: number[], names: string[]) => {
    const out: Array<{ relation: Relation; columns: string[] }> = []
    const table = byOid.get(relId)
    if (table) out.push({ relation: table, columns: names })
    const candidates = exposedBy.get(`${relId}:${attnums[0]}`) ?? []
    for (const { view } of candidates) {
      const columns = attnums.map((n) => exposedBy.get(`${relId}:${n}`)?.find((e) => e.view === view)?.column)
      if (columns.every((c): c is string => c !== undefined)) out.push({ relation: view, columns })
    }
    return out
  }
  const links: Link[] = []
  for (const fk of keys) {
    for (const s of ends(fk.relId, fk.keys, fk.columns)) {
      for (const t of ends(fk.refRelId, fk.refKeys, fk.refColumns)) {
        if (s.relation.schema !== t.relation.schema) continue
        links.push({
          fk: {
            name: fk.name,
            schema: s.relation.schema,
            table: s.relation.name,
            columns: s.columns,
            refSchema: t.relation.schema,
            refTable: t.relation.name,
            refColumns: t.columns,
          },
          source: s.relation,
          target: t.relation,
          unique: fk.unique,
        })
      }
    }
  }
  return links
}
