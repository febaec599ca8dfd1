import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { Database, Queryable } from './driver.ts'
import { migrate } from './migrate.ts'
import { ident, tableRef } from './identifiers.ts'

/**
 * Carries a PGlite data directory written by an earlier version of the local stack over to an empty
 * database of a PostgreSQL cluster (docs/decisions.md, "Local data carries over").
 *
 * The PGlite directory is never opened in place (PGlite writes to a directory it opens, even to read it):
 * a copy is opened and removed afterwards. On the target everything happens in one transaction of the
 * superuser: the migrations PGlite recorded are applied as `postgres` (SET ROLE, as the stack applies them
 * as that role), then with triggers off (`session_replication_role = replica`) the rows of every table
 * members' data lives in are copied in batches, sequences are set to PGlite's values and every table's
 * row count is compared. Anything that fails rolls it all back.
 */
export interface CarryOverOptions {
  /** An existing PGlite data directory written by the earlier version; it is only read (from a copy). */
  pgliteDir: string
  /** Superuser (supabase_admin) URL of an empty database that bootstrap.sql has already shaped. */
  adminUrl: string
  /** supabase/migrations */
  migrationsDir: string
  log?: (line: string) => void
  /** Where the copy of the PGlite directory is made (the system's temporary folder when not given). */
  scratchDir?: string
}

export interface CarryOverReport {
  /** Migrations applied (those PGlite had recorded). */
  migrations: number
  /** Tables whose rows were copied (empty ones included). */
  tables: number
  rows: number
}

/** Rows read and written at a time. */
const BATCH_ROWS = 1000

/**
 * Schemas whose tables are not members' data: the catalogs, and what the bootstrap and the stack keep
 * for themselves — `realtime` (realtime.changes parks oversized change payloads; realtime.messages only
 * ever holds rolled-back probe rows) and `cron` (cron.job is filled by the migrations' cron.schedule,
 * which run again on the target; job_run_details is the scheduler's history).
 */
const SKIPPED_SCHEMAS = ['information_schema', 'realtime', 'cron']

interface SourceTable {
  schema: string
  name: string
  pages: number
  rows: number
}

interface Column {
  name: string
  generated: boolean
  /** An identity column `generated always`: written with `overriding system value`. */
  always: boolean
}

/**
 * A PGlite data directory opened with the extensions the old driver loaded (pg_trgm, pgcrypto); PGlite is
 * imported only here, when a carry-over (or a test writing its source) needs it.
 */
export async function openPgliteSource(dataDir: string) {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto')
  return PGlite.create({ dataDir, extensions: { pgcrypto, pg_trgm } })
}

type Source = Awaited<ReturnType<typeof openPgliteSource>>

/** The target's transaction as the Database migrate() expects: its "transactions" run inside it. */
function inTransaction(client: pg.Client): Database {
  const queryable: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await client.query(sql, params)
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length }
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  }
  const unavailable = () => Promise.reject(new Error('Not available during a carry-over'))
  return {
    ...queryable,
    transaction: (fn) => fn(queryable),
    run: unavailable,
    listen: unavailable,
    close: async () => {},
  }
}

const COLUMNS_SQL = `
  select a.attname as name, a.attgenerated <> '' as generated, a.attidentity = 'a' as always
  from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`

/** Ordinary tables (and sequences) outside the skipped schemas, not owned by an extension. */
const relationsSql = (relkind: 'r' | 'S') => `
  select n.nspname as schema, c.relname as name,
    (pg_relation_size(c.oid) / current_setting('block_size')::int)::text as pages
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = '${relkind}' and c.relpersistence <> 't'
    and n.nspname <> all ($1::text[]) and n.nspname !~ '^pg_'
    and not exists (select 1 from pg_depend d
                    where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
  order by 1, 2`

export async function carryOverPglite(options: CarryOverOptions): Promise<CarryOverReport> {
  const log = options.log ?? (() => {})
  if (!existsSync(join(options.pgliteDir, 'PG_VERSION')))
    throw new Error(`${options.pgliteDir} is not a PGlite data directory (no PG_VERSION)`)
  if (existsSync(join(options.pgliteDir, 'postmaster.pid')))
    log(
      `${options.pgliteDir} was not closed cleanly (or a stack still has it open: stop it first); its copy is recovered as after a crash`,
    )
  const copy = mkdtempSync(join(options.scratchDir ?? tmpdir(), 'pglite-carry-over-'))
  try {
    const started = Date.now()
    cpSync(options.pgliteDir, copy, { recursive: true })
    log(`copied ${options.pgliteDir} to ${copy} to read it (${Date.now() - started} ms)`)
    const source = await openPgliteSource(copy)
    try {
      return await carryOver(source, options, log)
    } finally {
      await source.close()
    }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

async function carryOver(source: Source, options: CarryOverOptions, log: (line: string) => void) {
  const started = Date.now()
  // ── What PGlite holds ────────────────────────────────────────────────────────────────────────
  const recorded = await source
    .query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')
    .catch((error: unknown) => {
      throw new Error(`${options.pgliteDir} holds no local stack database (${String(error)})`)
    })
  const versions = new Set(recorded.rows.map((r) => r.version))
  const onDisk = new Set(
    (existsSync(options.migrationsDir) ? readdirSync(options.migrationsDir) : [])
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.split('_')[0].replace(/\.sql$/, '')),
  )
  const missing = [...versions].filter((v) => !onDisk.has(v))
  if (missing.length > 0)
    throw new Error(`PGlite recorded migrations that ${options.migrationsDir} does not have: ${missing.join(', ')}`)
  log(`PGlite recorded ${versions.size} migrations`)

  const { rows: tableRows } = await source.query<{ schema: string; name: string; pages: string }>(relationsSql('r'), [
    SKIPPED_SCHEMAS,
  ])
  const tables: SourceTable[] = []
  for (const t of tableRows) {
    const { rows } = await source.query<{ n: string }>(`select count(*)::text as n from ${tableRef(t)}`)
    tables.push({ schema: t.schema, name: t.name, pages: Number(t.pages), rows: Number(rows[0].n) })
  }
  const { rows: sequences } = await source.query<{ schema: string; name: string }>(relationsSql('S'), [SKIPPED_SCHEMAS])

  // ── The target, in one transaction ───────────────────────────────────────────────────────────
  const target = new pg.Client({ connectionString: options.adminUrl, application_name: 'pglite-carry-over' })
  target.on('error', () => {
    /* a lost connection fails the statement waiting on it */
  })
  await target.connect()
  try {
    await target.query('begin')
    try {
      // However large the data, no timeout of the role's cuts the carry-over short.
      await target.query('set local statement_timeout = 0; set local idle_in_transaction_session_timeout = 0')
      const report = await fill(target, source, { versions, tables, sequences, options, log })
      await target.query('commit')
      log(
        `carried ${report.rows} rows of ${report.tables} tables and ${report.migrations} migrations over in ${Date.now() - started} ms`,
      )
      await tidy(target, tables, log)
      return report
    } catch (error) {
      await target.query('rollback').catch(() => {})
      throw error
    }
  } finally {
    await target.end().catch(() => {})
  }
}

async function fill(
  target: pg.Client,
  source: Source,
  plan: {
    versions: Set<string>
    tables: SourceTable[]
    sequences: { schema: string; name: string }[]
    options: CarryOverOptions
    log: (line: string) => void
  },
): Promise<CarryOverReport> {
  const { options, log } = plan
  const one = async <T>(sql: string, params: unknown[] = []) => (await target.query(sql, params)).rows[0] as T

  const { superuser } = await one<{ superuser: boolean }>(
    'select rolsuper as superuser from pg_roles where rolname = current_user',
  )
  if (!superuser) throw new Error('The carry-over needs a superuser connection (supabase_admin)')
  const { bootstrapped } = await one<{ bootstrapped: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as bootstrapped`,
  )
  if (!bootstrapped) throw new Error('The target database is not bootstrapped: run bootstrap.sql on it first')
  const { used } = await one<{ used: boolean }>(
    `select exists (select 1 from supabase_migrations.schema_migrations)
       or exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')) as used`,
  )
  if (used) throw new Error('The target database is not empty: carry-over goes into a new database only')

  // The migrations PGlite recorded, as the stack applies them: as `postgres` where it is not a superuser.
  const { hosted } = await one<{ hosted: boolean }>(
    `select not rolsuper as hosted from pg_roles where rolname = 'postgres'`,
  )
  if (hosted) await target.query('set role postgres')
  const { applied } = await migrate(inTransaction(target), {
    migrationsDir: options.migrationsDir,
    bootstrapDb: null,
    versions: plan.versions,
  })
  await target.query('reset role')
  log(`applied ${applied.length} migrations${hosted ? ' as postgres' : ''}`)

  // Rows as they are: no trigger fires (counters, notifications, guards), no foreign key is checked.
  await target.query('set local session_replication_role = replica')
  let rows = 0
  let tables = 0
  const copied: { table: string; rows: number }[] = []
  for (const table of plan.tables) {
    const name = tableRef(table)
    const { present } = await one<{ present: boolean }>('select to_regclass($1) is not null as present', [name])
    if (!present) {
      if (table.rows > 0) throw new Error(`${name} holds ${table.rows} rows in PGlite but does not exist on the target`)
      log(`${name}: empty and not on the target, left out`)
      continue
    }
    const sourceColumns = (await source.query<Column>(COLUMNS_SQL, [name])).rows
    const targetColumns = (await target.query<Column>(COLUMNS_SQL, [name])).rows
    const written = targetColumns.filter((c) => !c.generated && sourceColumns.some((s) => s.name === c.name))
    for (const s of sourceColumns) {
      if (s.generated || written.some((c) => c.name === s.name)) continue
      // A column the target computes itself, or does not have: only nulls may be left behind.
      const { rows: held } = await source.query<{ n: string }>(
        `select count(*)::text as n from ${name} where ${ident(s.name)} is not null`,
      )
      const generatedThere = targetColumns.some((c) => c.name === s.name)
      if (!generatedThere && Number(held[0].n) > 0)
        throw new Error(`${name}.${s.name} holds values in PGlite but the target has no such column`)
      log(`${name}.${s.name}: ${generatedThere ? 'computed by the target' : 'not on the target (only nulls)'}`)
    }
    const list = written.map((c) => ident(c.name)).join(', ')
    const overriding = written.some((c) => c.always) ? ' overriding system value' : ''
    // Rows the migrations themselves inserted (reference data) come again from PGlite, as PGlite has them.
    await target.query(`delete from ${name}`)
    const insert = `insert into ${name} (${list})${overriding} select ${list} from json_populate_recordset(null::${name}, $1::json)`
    const read = `select coalesce(json_agg(carry_over_row), '[]')::text as batch, count(*)::int as n
      from (select ${list} from ${name} where ctid >= $1::tid and ctid < $2::tid) carry_over_row`
    // Batches by ranges of heap pages (a TID range scan each), sized from the table's average rows per page and
    // resized after each batch, so that each holds about BATCH_ROWS rows however the rows lie in the heap.
    let step =
      table.rows === 0 ? Math.max(table.pages, 1) : Math.max(1, Math.floor((BATCH_ROWS * table.pages) / table.rows))
    const readPages = (from: number, pages: number) =>
      source
        .query<{ batch: string; n: number }>(read, [`(${from},0)`, `(${from + pages},0)`])
        .then((r) => ({ ...r.rows[0], until: from + pages }))
    let seen = 0
    let batches = 0
    if (written.length > 0 && table.rows > 0) {
      let next: ReturnType<typeof readPages> | null = readPages(0, step)
      while (next) {
        const batch: Awaited<ReturnType<typeof readPages>> = await next
        step = Math.max(1, Math.min(step * 4, Math.round((step * BATCH_ROWS) / Math.max(batch.n, 1))))
        // PGlite reads the next pages while PostgreSQL writes these.
        const writing = batch.n > 0 ? target.query(insert, [batch.batch]) : null
        next = batch.until < table.pages ? readPages(batch.until, step) : null
        await Promise.all([writing, next])
        seen += batch.n
        batches++
      }
    }
    if (seen !== table.rows) throw new Error(`${name}: read ${seen} rows of ${table.rows} from PGlite`)
    rows += seen
    tables++
    copied.push({ table: name, rows: seen })
    if (seen > 0) log(`${name}: ${seen} rows in ${batches} ${batches === 1 ? 'batch' : 'batches'}`)
  }

  for (const seq of plan.sequences) {
    const name = tableRef(seq)
    const { rows: value } = await source.query<{ value: string; called: boolean }>(
      `select last_value::text as value, is_called as called from ${name}`,
    )
    const { present } = await one<{ present: boolean }>('select to_regclass($1) is not null as present', [name])
    if (!present) throw new Error(`The sequence ${name} is not on the target`)
    await target.query('select setval($1::regclass, $2::bigint, $3)', [name, value[0].value, value[0].called])
  }
  log(`set ${plan.sequences.length} sequences`)

  const differences: string[] = []
  for (const { table, rows: expected } of copied) {
    const { n } = await one<{ n: string }>(`select count(*)::text as n from ${table}`)
    if (Number(n) !== expected) differences.push(`${table}: ${n} rows, PGlite has ${expected}`)
  }
  if (differences.length > 0) throw new Error(`Row counts differ after the copy: ${differences.join('; ')}`)
  log(`row counts of ${copied.length} tables match`)
  return { migrations: applied.length, tables, rows }
}

/**
 * After the commit: statistics for the planner, and GIN indexes' pending lists merged (rows inserted in
 * bulk go to the pending list, which every search then reads in full; docs/footguns.md).
 */
async function tidy(target: pg.Client, tables: SourceTable[], log: (line: string) => void) {
  const started = Date.now()
  try {
    const names = tables.map(tableRef)
    const { rows } = await target.query<{ name: string }>(
      'select n as name from unnest($1::text[]) n where to_regclass(n) is not null',
      [names],
    )
    if (rows.length > 0) await target.query(`vacuum (analyze) ${rows.map((r) => r.name).join(', ')}`)
    log(`vacuum analyze of ${rows.length} tables (${Date.now() - started} ms)`)
  } catch (error) {
    // The data is committed; the autovacuum will come to it.
    log(`vacuum analyze failed (the data is carried over): ${String(error)}`)
  }
}
