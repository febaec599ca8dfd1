import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What `vite build` and the prerender read: a change to any of these makes the built app stale. */
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/prerender.ts',
]
const STAMP = 'dist/.build-hash'

/**
 * Builds the SPA for production whatever NODE_ENV the caller runs under (vitest sets "test"), with the guest pages'
 * first render prerendered (scripts/prerender.ts), as `npm run build` does.
 */
export function buildApp() {
  const options = { stdio: 'inherit' as const, env: { ...process.env, NODE_ENV: 'production' } }
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], options)
  execFileSync('npx', ['tsx', 'scripts/prerender.ts'], options)
  writeFileSync(STAMP, sourceHash())
}

/**
 * Builds only when the sources changed since the last build (a content hash of every input, and the VITE_*
 * settings the build bakes in). Says what it did in one line.
 */
export function buildAppIfChanged(log: (line: string) => void = console.log): void {
  const hash = sourceHash()
  if (existsSync(STAMP) && existsSync('dist/index.html') && readFileSync(STAMP, 'utf8') === hash) {
    log('App: up to date (no source changed since the last build).')
    return
  }
  const started = Date.now()
  buildApp()
  log(`App: built in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

export function sourceHash(): string {
  const hash = createHash('sha256')
  const add = (path: string) => {
    if (!existsSync(path)) return
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name))
      return
    }
    hash.update(path).update('\0').update(readFileSync(path)).update('\0')
  }
  for (const input of INPUTS) add(input)
  for (const [name, value] of Object.entries(process.env).sort())
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`)
  return hash.digest('hex')
}
