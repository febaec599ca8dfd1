import { createServer } from 'node:net'

/** The one line `npm start` prints when its port is taken, with the way out. */
export const portTakenMessage = (port: number) =>
  `Port ${port} is already in use (is the app already running?). Start on another port: PORT=${port + 1} npm start`

/** Resolves true when something already listens on `port` (so our server could not). */
export function isPortTaken(port: number, host = '0.0.0.0'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(true) : reject(error),
    )
    probe.once('listening', () => probe.close(() => resolve(false)))
    probe.listen(port, host)
  })
}
