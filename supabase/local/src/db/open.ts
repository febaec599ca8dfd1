import type { Database } from './driver.ts'
import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (in memory when null). */
export function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir)
}
