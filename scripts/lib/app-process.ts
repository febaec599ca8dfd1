import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isAlive } from '../../supabase/local/src/db/cluster-lock.ts'
import { serverReachableTempDir } from './throwaway-postgres.ts'

/** `npm start`'s process (node running scripts/start.ts) on a data directory of its own, for tests and benchmarks. */
export interface AppProcess {
  child: ChildProcess
  url: string
  anonKey: string
  output(): string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export const tempDataDir = () => serverReachableTempDir('campus-data-')

/** What the test runner's environment would otherwise hand the app: test mode, a shared database. */
function appEnv(dataDir: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|DATABASE_URL$|PORT$|TEST)/.test(name)),
  )
  return { ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }
}

/** Spawns the app as `npm start` runs it. */
export function spawnApp(dataDir: string): { child: ChildProcess; output(): string; exited: AppProcess['exited'] } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: appEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, output: () => output, exited }
}

/** Starts the app and waits for its banner (the demo accounts are the last thing it prints). */
export async function startApp(dataDir: string): Promise<AppProcess> {
  const app = spawnApp(dataDir)
  const ready = new Promise<void>((resolve, reject) => {
    const onData = () => app.output().includes('Demo accounts') && resolve()
    app.child.stdout!.on('data', onData)
    void app.exited.then(({ code, signal }) =>
      reject(new Error(`the app exited (${signal ?? code}) before it was ready:\n${app.output()}`)),
    )
  })
  await ready
  const url = /is running at (\S+)/.exec(app.output())![1]
  const anonKey = /anon key: (\S+)/.exec(app.output())![1]
  return { ...app, url, anonKey }
}

/** The embedded server's process id and port, from its postmaster.pid (null when it is not running). */
export function postmaster(dataDir: string): { pid: number; port: number } | null {
  const file = join(dataDir, 'postgres', 'postmaster.pid')
  if (!existsSync(file)) return null
  const lines = readFileSync(file, 'utf8').split('\n')
  return { pid: Number(lines[0]), port: Number(lines[3]) }
}

export const isRunning = isAlive

/** Resolves once `pid` has exited; rejects after `ms`. */
export async function gone(pid: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms
  while (isRunning(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} still runs after ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
