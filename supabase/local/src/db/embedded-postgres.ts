import { spawn, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { basename, dirname, join } from 'node:path'
import { postgresBinaries, type PostgresBinaries } from './postgres-binaries.ts'
import { ClusterInUseError, isAlive, takeClusterLock } from './cluster-lock.ts'

export interface EmbeddedPostgresOptions {
  /** The cluster's directory, created (initdb) on first use. */
  dataDir: string
  /** The major version the project targets (`[db] major_version` in config.toml); another one is refused. */
  majorVersion: number
  /** A throwaway cluster (tests, benchmarks): no fsync, no lock against a second user. */
  ephemeral?: boolean
  /** Where the server's own log goes; the last lines are kept in memory too. */
  logFile?: string
  /** Called once per unexpected exit of the server, before it is restarted. */
  onExit?: (message: string) => void
  maxConnections?: number
}

export interface EmbeddedPostgres {
  /** The superuser's URL (supabase_admin, as the hosted-shaped cluster's bootstrap role). */
  url: string
  dataDir: string
  version: string
  /** Fast shutdown (open transactions roll back), bounded: immediate after 4 s, killed after 5 s. */
  stop(): Promise<void>
}

const SUPERUSER = 'supabase_admin'
const STOP_FAST_MS = 4_000
const STOP_IMMEDIATE_MS = 1_000

/**
 * PostgreSQL from the npm binaries, as a child of this process: created on first use, started on a free
 * loopback port, restarted when it dies, stopped within 5 s. A cluster whose earlier owner was killed
 * (its server orphaned, or a stale postmaster.pid) is taken over; one whose owner still runs is refused.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const bin = postgresBinaries()
  const major = Number(bin.version.split('.')[0])
  if (major !== options.majorVersion)
    throw new Error(
      `The installed PostgreSQL is ${bin.version}, the project targets ${options.majorVersion} (supabase/config.toml); run \`npm install\`.`,
    )
  const dataDir = options.dataDir
  const releaseLock = options.ephemeral ? () => {} : takeClusterLock(dataDir)
  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await initCluster(bin, dataDir)
    else {
      checkClusterVersion(dataDir, options.majorVersion)
      await stopOrphan(bin, dataDir)
    }
    const port = await freePort()
    const server = new ServerProcess(bin, dataDir, port, options)
    await server.start()
    return {
      url: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`,
      dataDir,
      version: bin.version,
      async stop() {
        await server.stop()
        releaseLock()
      },
    }
  } catch (error) {
    releaseLock()
    throw error
  }
}

/** One running `postgres`; restarts it (same port) when it exits on its own. */
class ServerProcess {
  private child: ChildProcess | null = null
  private stopping = false
  private restarts = 0
  private readonly tail: string[] = []
  private readonly killOnExit = () => this.child?.pid && signal(this.child.pid, 'SIGINT')

  constructor(
    private readonly bin: PostgresBinaries,
    private readonly dataDir: string,
    private readonly port: number,
    private readonly options: EmbeddedPostgresOptions,
  ) {}

  async start(): Promise<void> {
    const settings: Record<string, string> = {
      listen_addresses: '127.0.0.1',
      port: String(this.port),
      max_connections: String(this.options.maxConnections ?? 200),
      // A unix socket would need a directory both users may write; TCP on loopback is enough.
      ...(process.platform === 'win32' ? {} : { unix_socket_directories: '' }),
      ...(this.options.ephemeral ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
    }
    const args = ['-D', this.dataDir, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])]
    const child = spawn(this.bin.postgres, args, { ...this.bin.runAs, stdio: ['ignore', 'ignore', 'pipe'] })
    this.child = child
    process.once('exit', this.killOnExit)
    const ready = new Promise<void>((resolve, reject) => {
      let buffered = ''
      child.stderr!.on('data', (chunk: Buffer) => {
        const text = chunk.toString()
        if (this.options.logFile) writeFileSync(this.options.logFile, text, { flag: 'a' })
        buffered += text
        const lines = buffered.split('\n')
        buffered = lines.pop() ?? ''
        for (const line of lines) {
          this.tail.push(line)
          if (this.tail.length > 40) this.tail.shift()
          if (line.includes('database system is ready to accept connections')) resolve()
        }
      })
      child.once('error', reject)
      child.once('exit', (code, sig) =>
        reject(new Error(`PostgreSQL stopped while starting (${sig ?? `exit ${code}`}):\n${this.tail.join('\n')}`)),
      )
    })
    child.once('exit', (code, sig) => {
      process.removeListener('exit', this.killOnExit)
      if (this.child === child) this.child = null
      if (!this.stopping) void this.restart(`${sig ?? `exit code ${code}`}`)
    })
    await ready
    this.restarts = 0
  }

  private async restart(reason: string) {
    if (this.restarts === 0)
      this.options.onExit?.(
        `PostgreSQL (${this.dataDir}) stopped unexpectedly (${reason}); restarting it. Requests answer 503 until it is back.`,
      )
    const delay = Math.min(5_000, 100 * 2 ** this.restarts++)
    await new Promise((r) => setTimeout(r, delay).unref())
    if (this.stopping) return
    await this.start().catch(() => {
      /* the exit handler of the failed start schedules the next attempt */
    })
  }

  async stop(): Promise<void> {
    this.stopping = true
    const child = this.child
    if (!child?.pid || child.exitCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    const within = (ms: number) =>
      Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())])
    signal(child.pid, 'SIGINT')
    if (await within(STOP_FAST_MS)) return
    signal(child.pid, 'SIGQUIT')
    if (await within(STOP_IMMEDIATE_MS)) return
    signal(child.pid, 'SIGKILL')
    await exited
  }
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name)
  } catch {
    /* already gone */
  }
}

/** initdb into a sibling directory, renamed into place once complete: a killed initdb leaves no half cluster. */
async function initCluster(bin: PostgresBinaries, dataDir: string) {
  const partial = join(dirname(dataDir), `.${basename(dataDir)}.initdb-${process.pid}`)
  const emptyPartial = () => {
    rmSync(partial, { recursive: true, force: true })
    mkdirSync(partial, { recursive: true, mode: 0o700 })
    if (bin.runAs.uid !== undefined) chownSync(partial, bin.runAs.uid, bin.runAs.gid!)
  }
  // Hosted Supabase uses a UTF-8 locale; the first one this OS has wins.
  const locales = process.platform === 'win32' ? [null] : ['C.UTF-8', 'en_US.UTF-8', null]
  let lastError: unknown
  for (const locale of locales) {
    emptyPartial()
    const args = [
      '-D',
      partial,
      '-U',
      SUPERUSER,
      '--auth=trust',
      '-E',
      'UTF8',
      ...(locale ? [`--locale=${locale}`] : ['--no-locale']),
    ]
    try {
      await run(bin.initdb, args, bin.runAs)
      renameSync(partial, dataDir)
      return
    } catch (error) {
      lastError = error
    }
  }
  rmSync(partial, { recursive: true, force: true })
  throw lastError
}

function checkClusterVersion(dataDir: string, major: number) {
  const found = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim()
  if (Number(found) !== major)
    throw new Error(
      `${dataDir} holds a PostgreSQL ${found} cluster; this version runs PostgreSQL ${major}. Move the directory aside (or run \`npm run db:reset\`).`,
    )
}

/**
 * A server left running by a run that was killed (its owner is gone, the lock says so) is shut down so
 * this run can start its own; a postmaster.pid whose process is gone is left to PostgreSQL, which
 * ignores it.
 */
async function stopOrphan(bin: PostgresBinaries, dataDir: string) {
  const pidFile = join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!pid || !isAlive(pid)) return
  await run(bin.pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '10'], bin.runAs).catch(() =>
    signal(pid, 'SIGQUIT'),
  )
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 50))
  if (isAlive(pid))
    throw new ClusterInUseError(`A PostgreSQL server (pid ${pid}) still holds ${dataDir}; stop it and start again.`)
  if (existsSync(pidFile)) unlinkSync(pidFile)
}

function run(file: string, args: string[], runAs: PostgresBinaries['runAs']): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${basename(file)} failed (exit ${code}):\n${output.trim()}`)),
    )
  })
}

/** A port no one listens on now, on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export { ClusterInUseError }
