import { rmSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { loadDotEnv, localEnv } from '../server/local-env.ts'
import { createLocalStack } from '../supabase/local/src/stack.ts'

/** Wipes the local database and builds it again from the migrations and the seed. */
loadDotEnv()
const env = localEnv()
if (env.databaseUrl) {
  const client = new pg.Client({ connectionString: env.databaseUrl })
  await client.connect()
  await client.query(`drop schema if exists public, auth, storage, realtime, supabase_migrations cascade;
    create schema public; grant all on schema public to postgres; grant usage on schema public to public;`)
  await client.end()
} else {
  rmSync(join(env.dataDir, 'pglite'), { recursive: true, force: true })
  rmSync(join(env.dataDir, 'storage'), { recursive: true, force: true })
}
const stack = await createLocalStack({
  dataDir: env.databaseUrl ? null : join(env.dataDir, 'pglite'),
  databaseUrl: env.databaseUrl,
  supabaseDir: env.supabaseDir,
})
console.log(
  `Database reset: ${stack.migrations.applied.length} migrations applied${stack.migrations.seeded ? ', seed loaded' : ''}.`,
)
await stack.close()
