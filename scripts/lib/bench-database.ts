import pg from 'pg'
import { createScratchDatabase, openDatabase } from '../../supabase/local/src/db/scratch.ts'
import { startLocalStackServer } from '../../supabase/local/src/server.ts'

/**
 * A benchmark's own database on the PostgreSQL of DATABASE_URL, with the product's migrations (no seed unless asked):
 * the local stack serving it, and a direct client for loading data and timing SQL (autovacuum off: load,
 * then `vacuum analyze`). `close()` drops it all.
 */
export async function startBenchDatabase(name: string, options: { reuse?: boolean; seed?: boolean } = {}) {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl)
    throw new Error('Benchmarks on PostgreSQL need DATABASE_URL (run them through scripts/with-postgres.ts).')
  // reuse: the database is named exactly `name` and kept between runs (created when missing; new
  // migrations apply on start), so a benchmark can seed once and time many times on a cluster of its own.
  const scratch = options.reuse
    ? await openDatabase(databaseUrl, name, { reuse: true })
    : await createScratchDatabase(databaseUrl, name)
  const running = await startLocalStackServer({
    port: 0,
    databaseUrl: scratch.url,
    supabaseDir: 'supabase',
    migrationsDir: 'supabase/migrations',
    // seed: the product's demo data (config.toml's seed files), for benchmarks that show answers on it.
    ...(options.seed ? {} : { seedFile: null }),
  })
  const client = new pg.Client({ connectionString: scratch.url })
  await client.connect()
  // The cluster is the benchmark's own (scripts/with-postgres.ts). Autovacuum waking up on the freshly
  // loaded tables in the middle of the timings was the largest source of p99 outliers; the scripts
  // vacuum and analyze once after loading instead.
  await client.query('alter system set autovacuum = off')
  await client.query('select pg_reload_conf()')
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
