import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../../supabase/local/src/config.ts'
import { startEmbeddedPostgres } from '../../supabase/local/src/db/embedded-postgres.ts'

/** A new temporary folder that the embedded server can reach (as root it runs as an unprivileged user). */
export function serverReachableTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  chmodSync(dir, 0o755)
  return dir
}

/**
 * A throwaway embedded PostgreSQL cluster (hosted-shaped once the stack bootstraps it) in a temporary folder, for
 * a test run or a benchmark: no fsync, removed when stopped.
 */
export async function startThrowawayPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = serverReachableTempDir('campus-pg-')
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
