import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../../supabase/local/src/config.ts'
import { startEmbeddedPostgres } from '../../supabase/local/src/db/embedded-postgres.ts'

/**
 * A throwaway embedded PostgreSQL cluster (hosted-shaped once the stack bootstraps it) in a temporary folder, for
 * a test run or a benchmark: no fsync, removed when stopped.
 */
export async function startThrowawayPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'campus-pg-'))
  // As root the server runs as an unprivileged user, who must be able to reach its directory.
  chmodSync(dir, 0o755)
  const cluster = await startEmbeddedPostgres({
    dataDir: join(dir, 'postgres'),
    majorVersion: loadConfig('supabase/config.toml').dbMajorVersion,
    ephemeral: true,
    onExit: (message) => console.error(`[database] ${message}`),
  }).catch((error) => {
    rmSync(dir, { recursive: true, force: true })
    throw error
  })
  return {
    url: cluster.url,
    async stop() {
      await cluster.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
