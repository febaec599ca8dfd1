import { resolve } from 'node:path'
import { printBanner, startFailure, startLocalApp } from '../server/local-app.ts'
import { loadDotEnv, localEnv } from '../server/local-env.ts'
import { createStaticHandler } from '../server/static-files.ts'
import { isPortTaken, portTakenMessage } from '../server/port-check.ts'
import { buildAppIfChanged } from './lib/build-app.ts'
import { stopOnSignals } from './lib/stop-on-signals.ts'

loadDotEnv()
const { port, host } = localEnv()

try {
  // A taken port is said in one line before anything is built.
  if (await isPortTaken(port, host)) throw Object.assign(new Error(), { code: 'EADDRINUSE' })
  buildAppIfChanged()
  const running = await startLocalApp({
    loadApiModule: (file) => import(file),
    serveApp: createStaticHandler(resolve('dist')),
  })
  stopOnSignals(() => running.close())
  await printBanner(running)
} catch (error) {
  // The port may also be taken between the check and the listen.
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') console.error(portTakenMessage(port))
  else console.error(startFailure(error))
  process.exit(1)
}
