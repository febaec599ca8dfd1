import { spawn } from 'node:child_process'
import { startThrowawayPostgres } from './lib/throwaway-postgres.ts'

/**
 * Runs a command with DATABASE_URL pointing at a throwaway embedded PostgreSQL cluster (the benchmarks' and CI's
 * own database). Usage: tsx scripts/with-postgres.ts npx tsx scripts/bench-feed.ts
 */
const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/with-postgres.ts <command> [args…]')
  process.exit(2)
}
const cluster = await startThrowawayPostgres()
console.log(`PostgreSQL (throwaway) at ${cluster.url}`)
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: cluster.url } })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
const code = await new Promise<number>((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))))
await cluster.stop()
process.exit(code)
