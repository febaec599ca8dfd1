import { resolve } from 'node:path'
import { printBanner, startLocalApp } from '../server/local-app.ts'
import { loadDotEnv } from '../server/local-env.ts'
import { createStaticHandler } from '../server/static-files.ts'
import { MigrationError } from '../supabase/local/src/db/migrate.ts'

loadDotEnv()

try {
  const running = await startLocalApp({
    loadApiModule: (file) => import(file),
    serveApp: createStaticHandler(resolve('dist')),
  })
  await printBanner(running)
  const stop = async () => {
    await running.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof MigrationError ? `\n${error.message}\n` : error)
  process.exit(1)
}
