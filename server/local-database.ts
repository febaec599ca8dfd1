import { join } from 'node:path'
import { loadConfig } from '../supabase/local/src/config.ts'
import { startEmbeddedPostgres } from '../supabase/local/src/db/embedded-postgres.ts'

export interface LocalDatabase {
  /** A superuser's URL, for the stack's bootstrap. */
  url: string
  /** What the banner says the database is. */
  description: string
  stop(): Promise<void>
}

/**
 * The database `npm start` and `npm run dev` serve: DATABASE_URL's PostgreSQL when set, otherwise the
 * embedded PostgreSQL cluster in `<DATA_DIR>/postgres`, of the major version in supabase/config.toml.
 */
export async function openLocalDatabase(env: {
  dataDir: string
  databaseUrl?: string
  supabaseDir: string
}): Promise<LocalDatabase> {
  if (env.databaseUrl) return { url: env.databaseUrl, description: 'PostgreSQL (DATABASE_URL)', stop: async () => {} }
  const config = loadConfig(join(env.supabaseDir, 'config.toml'))
  const cluster = await startEmbeddedPostgres({
    dataDir: join(env.dataDir, 'postgres'),
    majorVersion: config.dbMajorVersion,
    logFile: join(env.dataDir, 'postgres.log'),
    onExit: (message) => console.error(`[database] ${message}`),
  })
  return {
    url: cluster.url,
    description: `PostgreSQL ${cluster.version}, embedded (${cluster.dataDir})`,
    stop: () => cluster.stop(),
  }
}
