import { readFileSync } from 'node:fs'

/**
 * `npm ci` refuses a lock whose packages name optional dependencies (other platforms' native binaries:
 * tailwind's oxide, lightningcss, rolldown, esbuild, sharp) that the lock itself does not hold. npm
 * leaves them out when the registry it installs from does not serve that version for that platform.
 * This lists every such gap; `npm run lock:refresh` runs it after rewriting the lock.
 * Usage: tsx scripts/check-lock.ts [package-lock.json]
 */
type Entry = { version?: string; optionalDependencies?: Record<string, string>; dependencies?: Record<string, string> }
const file = process.argv[2] ?? 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, Entry> }
const missing: string[] = []

/** Where npm would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolve(from: string, name: string): string | null {
  let base = from
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`
    if (lock.packages[candidate]) return candidate
    if (!base) return null
    const cut = base.lastIndexOf('/node_modules/')
    base = cut === -1 ? '' : base.slice(0, cut)
  }
}

for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!resolve(path, name)) missing.push(`${name}@${range} (optional dependency of ${path || 'the project'})`)
  }
}

if (missing.length) {
  console.error(`${file} lacks ${missing.length} optional package(s); \`npm ci\` will refuse it:`)
  for (const m of missing) console.error(`  - ${m}`)
  console.error(
    'Pin the parent to a version whose platform packages the registry serves (`npm view <pkg> versions`), then run `npm run lock:refresh` again.',
  )
  process.exit(1)
}
console.log(`${file}: every optional platform package is in the lock (${Object.keys(lock.packages).length} entries).`)
