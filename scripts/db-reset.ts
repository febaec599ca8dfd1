import { rmSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { openLocalDatabase } from '../server/local-database.ts'
import { loadDotEnv, localEnv } from '../server/local-env.ts'
import { readClusterLock } from '../supabase/local/src/db/cluster-lock.ts'
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
  const cluster = join(env.dataDir, 'postgres')
  const holder = readClusterLock(cluster)
  if (holder) {
    console.error(`The app is running on ${cluster} (process ${holder.pid}); stop it first.`)
    process.exit(1)
  }
  rmSync(cluster, { recursive: true, force: true })
  rmSync(join(env.dataDir, 'storage'), { recursive: true, force: true })
}
const database = await openLocalDatabase(env)
try {
  const stack = await createLocalStack({ databaseUrl: database.url, supabaseDir: env.supabaseDir })
  console.log(
    `Database reset: ${stack.migrations.applied.length} migrations applied${stack.migrations.seeded ? ', seed loaded' : ''}.`,
  )
  await stack.close()
} finally {
  await database.stop()
}
