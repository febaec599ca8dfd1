import pg from 'pg'
import { createScratchDatabase } from '../../supabase/local/src/db/scratch.ts'
import { startLocalStackServer } from '../../supabase/local/src/server.ts'

/**
 * A benchmark's own database on the PostgreSQL of DATABASE_URL, with the product's migrations (no seed):
 * the local stack serving it, and a direct client for loading data and timing SQL. `close()` drops it all.
 */
export async function startBenchDatabase(name: string) {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl)
    throw new Error('Benchmarks on PostgreSQL need DATABASE_URL (run them through scripts/with-postgres.sh).')
  const scratch = await createScratchDatabase(databaseUrl, name)
  const running = await startLocalStackServer({
    port: 0,
    dataDir: null,
    databaseUrl: scratch.url,
    supabaseDir: 'supabase',
    migrationsDir: 'supabase/migrations',
    seedFile: null,
  })
  const client = new pg.Client({ connectionString: scratch.url })
  await client.connect()
  return {
    running,
    keys: running.stack.keys,
    client,
    async close() {
      await client.end()
      await running.close()
      await scratch.drop()
    },
  }
}
