import { resolve } from 'node:path'
import { printBanner, startLocalApp } from '../server/local-app.ts'
import { loadDotEnv } from '../server/local-env.ts'
import { createStaticHandler } from '../server/static-files.ts'
import { MigrationError } from '../supabase/local/src/db/migrate.ts'
import { portTakenMessage } from '../server/port-check.ts'
import { localEnv } from '../server/local-env.ts'

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
  // Taken between the check before the build and now.
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(portTakenMessage(localEnv().port))
    process.exit(1)
  }
  console.error(error instanceof MigrationError ? `\n${error.message}\n` : error)
  process.exit(1)
}
