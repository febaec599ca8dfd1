import { createServer as createViteServer } from 'vite'
import { printBanner, startLocalApp } from '../server/local-app.ts'
import { LegacyDataError } from '../server/local-database.ts'
import { loadDotEnv } from '../server/local-env.ts'
import { ClusterInUseError } from '../supabase/local/src/db/cluster-lock.ts'
import { MigrationError } from '../supabase/local/src/db/migrate.ts'
import { stopOnSignals } from './lib/stop-on-signals.ts'

loadDotEnv()

try {
  let vite: Awaited<ReturnType<typeof createViteServer>> | null = null
  const running = await startLocalApp({
    // Vite's module graph reloads api/ functions when they change.
    loadApiModule: (file) => vite!.ssrLoadModule(file),
    serveApp: (req, res) => vite!.middlewares(req, res),
  })
  stopOnSignals(async () => {
    await Promise.all([running.close(), vite?.close()])
  })
  vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server: running.server } },
    appType: 'spa',
  })
  await printBanner(running)
} catch (error) {
  const known =
    error instanceof MigrationError || error instanceof ClusterInUseError || error instanceof LegacyDataError
  console.error(known ? `\n${(error as Error).message}\n` : error)
  process.exit(1)
}
