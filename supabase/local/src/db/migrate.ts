import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isPgError, type Database } from './driver.ts'
import { openPostgres } from './postgres.ts'

const BOOTSTRAP = readFileSync(fileURLToPath(new URL('./bootstrap.sql', import.meta.url)), 'utf8')

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    const detail = isPgError(cause) ? `${cause.message}${cause.code ? ` (SQLSTATE ${cause.code})` : ''}` : String(cause)
    super(`Migration ${file} failed: ${detail}`)
  }
}

export interface MigrateOptions {
  migrationsDir: string
  /** Seed files in the order they run (config.toml's `[db.seed] sql_paths`, globs expanded). */
  seedFiles?: string[]
  /** Where the bootstrap runs (a superuser) when migrations run as a role that is not one (`postgres`). */
  /** null: the caller has bootstrapped already. */
  bootstrapDb?: Database | null
  /**
   * Only the migrations with these versions (a carry-over replays what an older database recorded); the
   * others are left for a later run. Nothing is seeded without `seedFiles`.
   */
  versions?: ReadonlySet<string>
}

export interface MigrateReport {
  applied: string[]
  seeded: boolean
}

/**
 * Shapes the database like a Supabase project, applies new migrations in name order (each once, each in
 * its own transaction, recorded as the Supabase CLI records them), and seeds a database that had none.
 */
/** Shapes the database like a Supabase project (roles, auth, storage, realtime); idempotent. */
export async function bootstrap(db: Database): Promise<void> {
  await db.exec(BOOTSTRAP)
}

/** bootstrap() on the database a superuser's URL names, through a connection of its own. */
export async function bootstrapAt(url: string): Promise<void> {
  const db = await openPostgres(url, { max: 1 })
  try {
    await bootstrap(db)
  } finally {
    await db.close()
  }
}

export async function migrate(db: Database, options: MigrateOptions): Promise<MigrateReport> {
  if (options.bootstrapDb !== null) await bootstrap(options.bootstrapDb ?? db)
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  )
  const files = existsSync(options.migrationsDir)
    ? readdirSync(options.migrationsDir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
    : []
  const applied: string[] = []
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_')
    if (done.has(version) || (options.versions && !options.versions.has(version))) continue
    const sql = readFileSync(join(options.migrationsDir, file), 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          version,
          rest.join('_'),
        ])
      })
    } catch (error) {
      throw new MigrationError(file, error)
    }
    applied.push(file)
  }
  let seeded = false
  const seedFiles = (options.seedFiles ?? []).filter((f) => existsSync(f))
  const { rows: seeds } = await db.query('select 1 from supabase_migrations.seed_files limit 1')
  if (seeds.length === 0 && seedFiles.length > 0) {
    // One transaction for every seed file: a failing one leaves no half-seeded database behind.
    let current = seedFiles[0]
    try {
      await db.transaction(async (tx) => {
        for (const file of seedFiles) {
          current = file
          const seedSql = readFileSync(file, 'utf8')
          await tx.exec(seedSql)
          await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, md5($2))', [
            basename(file),
            seedSql,
          ])
        }
      })
    } catch (error) {
      throw new MigrationError(current, error)
    }
    seeded = true
  }
  return { applied, seeded }
}
