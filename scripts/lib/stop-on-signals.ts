/** The longest a stop may take before the process exits anyway (a service manager's patience, halved). */
const STOP_DEADLINE_MS = 4_500

/**
 * Ctrl-C and SIGTERM stop the app and its database, within 5 s every time: `stop` runs once, and the
 * process exits when it is done or at the deadline, whichever comes first. A second signal exits at once.
 */
export function stopOnSignals(stop: () => Promise<void>) {
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130)
    stopping = true
    console.log(`\n${signal === 'SIGINT' ? 'Ctrl-C' : signal}: stopping…`)
    setTimeout(() => {
      console.error('Stopping took too long; exiting.')
      process.exit(1)
    }, STOP_DEADLINE_MS).unref()
    stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}
