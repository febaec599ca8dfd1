import { createServer as createViteServer } from 'vite'
import { printBanner, startLocalApp } from '../server/local-app.ts'
import { loadDotEnv } from '../server/local-env.ts'
import { MigrationError } from '../supabase/local/src/db/migrate.ts'

loadDotEnv()

try {
  let vite: Awaited<ReturnType<typeof createViteServer>> | null = null
  const running = await startLocalApp({
    // Vite's module graph reloads api/ functions when they change.
    loadApiModule: (file) => vite!.ssrLoadModule(file),
    serveApp: (req, res) => vite!.middlewares(req, res),
  })
  vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server: running.server } },
    appType: 'spa',
  })
  await printBanner(running)
} catch (error) {
  console.error(error instanceof MigrationError ? `\n${error.message}\n` : error)
  process.exit(1)
}
