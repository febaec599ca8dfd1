/**
 * CI's strict database check: on a hosted-shaped PostgreSQL (DATABASE_URL, a superuser's URL; made by
 * scripts/with-postgres.ts), applies every migration as `postgres` — not a superuser, as on hosted Supabase —
 * each file in a session of its own, as a hosted `db push` may run them, then the seed; fails on any error.
 * Usage: npx tsx scripts/with-postgres.ts npx tsx scripts/check-hosted-db.ts
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { loadConfig } from '../supabase/local/src/config.ts'
import { urlAs } from '../supabase/local/src/db/hosted.ts'
import { bootstrapAt } from '../supabase/local/src/db/migrate.ts'
import { openPostgres } from '../supabase/local/src/db/postgres.ts'
import { createScratchDatabase } from '../supabase/local/src/db/scratch.ts'
import { expandSeedPaths } from '../supabase/local/src/stack.ts'

const base = process.env.DATABASE_URL
if (!base) {
  console.error('check-hosted-db needs DATABASE_URL (run it through scripts/with-postgres.ts)')
  process.exit(1)
}

/** One file in a new session of `postgres`, in a transaction, recorded as the CLI records it. */
async function applyAlone(url: string, file: string, record: string) {
  const client = new pg.Client({ connectionString: urlAs(url, 'postgres') })
  await client.connect()
  try {
    await client.query('begin')
    await client.query(readFileSync(file, 'utf8'))
    await client.query(record, [file.split('/').pop()])
    await client.query('commit')
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error })
  } finally {
    await client.end()
  }
}

const scratch = await createScratchDatabase(base, 'hosted_check')
let failed = false
try {
  await bootstrapAt(scratch.url)
  const dir = 'supabase/migrations'
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  for (const file of files)
    await applyAlone(
      scratch.url,
      join(dir, file),
      `insert into supabase_migrations.schema_migrations (version, name)
       select split_part($1, '_', 1), regexp_replace($1, '^[0-9]+_|\\.sql$', '', 'g')`,
    )
  const seeds = expandSeedPaths('supabase', loadConfig('supabase/config.toml').seedPaths)
  for (const seed of seeds)
    await applyAlone(scratch.url, seed, `insert into supabase_migrations.seed_files (path, hash) values ($1, '')`)

  const check = await openPostgres(scratch.url, { max: 1 })
  try {
    const { rows } = await check.query<{ rolsuper: boolean }>(
      `select rolsuper from pg_roles where rolname = 'postgres'`,
    )
    if (rows[0]?.rolsuper !== false) throw new Error('postgres is a superuser: the cluster is not hosted-shaped')
    const { rows: nulls } = await check.query<{ n: string }>(
      `select count(*)::text as n from auth.users where confirmation_token is null or recovery_token is null
         or email_change_token_new is null or email_change is null`,
    )
    if (nulls[0].n !== '0') throw new Error(`${nulls[0].n} auth.users rows have NULL where GoTrue reads a string`)
  } finally {
    await check.close()
  }
  console.log(
    `hosted-shaped PostgreSQL: ${files.length} migrations, each in a session of its own, and ${seeds.length} seed file(s) applied as postgres`,
  )
} catch (error) {
  failed = true
  console.error(`hosted-shaped PostgreSQL check failed: ${(error as Error).message}`)
} finally {
  await scratch.drop()
}
process.exit(failed ? 1 : 0)
