import { loadDotEnv, localEnv } from '../server/local-env.ts'
import { isPortTaken, portTakenMessage } from '../server/port-check.ts'

/** Runs first in `npm start`: a taken port is said in one line before anything is built. */
loadDotEnv()
const { port, host } = localEnv()
if (await isPortTaken(port, host)) {
  console.error(portTakenMessage(port))
  process.exit(1)
}
