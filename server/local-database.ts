import { existsSync, renameSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { loadConfig } from '../supabase/local/src/config.ts'
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../supabase/local/src/db/embedded-postgres.ts'
import { bootstrapAt } from '../supabase/local/src/db/migrate.ts'
import { carryOverPglite } from '../supabase/local/src/db/pglite-carry-over.ts'

export interface LocalDatabase {
  /** A superuser's URL, for the stack's bootstrap. */
  url: string
  /** What the banner says the database is. */
  description: string
  stop(): Promise<void>
}

/** Local data that this version can no longer open where it is; nothing of it was changed. */
export class LegacyDataError extends Error {}

/**
 * The database `npm start` and `npm run dev` serve: DATABASE_URL's PostgreSQL when set, otherwise the
 * embedded PostgreSQL cluster in `<DATA_DIR>/postgres`, of the major version in supabase/config.toml.
 * A `<DATA_DIR>/pglite` left by an earlier version is carried into a new cluster first.
 */
export async function openLocalDatabase(env: {
  dataDir: string
  databaseUrl?: string
  supabaseDir: string
}): Promise<LocalDatabase> {
  if (env.databaseUrl) return { url: env.databaseUrl, description: 'PostgreSQL (DATABASE_URL)', stop: async () => {} }
  const config = loadConfig(join(env.supabaseDir, 'config.toml'))
  const clusterDir = join(env.dataDir, 'postgres')
  const legacyDir = join(env.dataDir, 'pglite')
  const carry = existsSync(join(legacyDir, 'PG_VERSION')) && !existsSync(join(clusterDir, 'PG_VERSION'))
  const cluster = await startEmbeddedPostgres({
    dataDir: clusterDir,
    majorVersion: config.dbMajorVersion,
    logFile: join(env.dataDir, 'postgres.log'),
    onExit: (message) => console.error(`[database] ${message}`),
  })
  if (carry) await carryOver(cluster, legacyDir, join(env.supabaseDir, 'migrations'))
  return {
    url: cluster.url,
    description: `PostgreSQL ${cluster.version}, embedded (${cluster.dataDir})`,
    stop: () => cluster.stop(),
  }
}

/**
 * Moves an earlier version's PGlite data into the new cluster. The PGlite directory is only read; once its
 * rows are in PostgreSQL it is renamed (kept), so it is not carried twice. On failure the new cluster is
 * removed and the old directory is left as it was, with what to do said plainly.
 */
async function carryOver(cluster: EmbeddedPostgres, legacyDir: string, migrationsDir: string) {
  const shown = relative(process.cwd(), legacyDir) || legacyDir
  console.log(`Local data from an earlier version found in ${shown}: moving it into PostgreSQL…`)
  const started = Date.now()
  try {
    await bootstrapAt(cluster.url)
    const report = await carryOverPglite({ pgliteDir: legacyDir, adminUrl: cluster.url, migrationsDir })
    const kept = `${legacyDir}.carried-over`
    renameSync(legacyDir, kept)
    console.log(
      `Moved ${report.rows} rows of ${report.tables} tables in ${((Date.now() - started) / 1000).toFixed(1)} s. The old copy is kept in ${relative(process.cwd(), kept) || kept}; delete it when you no longer need it.`,
    )
  } catch (error) {
    await cluster.stop()
    rmSync(cluster.dataDir, { recursive: true, force: true })
    throw new LegacyDataError(
      [
        `Your local data in ${shown} (written by an earlier version, on PGlite) could not be moved into PostgreSQL:`,
        `  ${(error as Error).message.split('\n')[0]}`,
        `Nothing in ${shown} was changed. Either:`,
        `  - start fresh with the demo data: move it aside (mv ${shown} ${shown}.old) and run npm start again; or`,
        `  - keep using it with the earlier version of the app (git log, then git checkout a commit before this change).`,
      ].join('\n'),
    )
  }
}
