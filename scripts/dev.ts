import { createServer as createViteServer } from 'vite'
import { printBanner, startFailure, startLocalApp } from '../server/local-app.ts'
import { loadDotEnv } from '../server/local-env.ts'
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
  console.error(startFailure(error))
  process.exit(1)
}
