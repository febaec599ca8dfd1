import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg, cpus } from 'node:os'
import { resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildApp } from './lib/build-app.ts'
import { startLocalApp } from '../server/local-app.ts'
import { createStaticHandler } from '../server/static-files.ts'

/**
 * Lighthouse mobile performance (its default: Moto G Power emulation, simulated slow 4G and 4× CPU
 * slowdown) for `/`, `/signin` and `/guest-opportunities`, driving Debian's Chromium (ARCHITECTURE §7:
 * ≥ 95 each). Against APP_URL when given (e.g. a running `npm start`), else the built app served
 * the way `npm start` serves it. The score is CPU-sensitive: the report says how busy the machine was.
 * Usage: tsx scripts/bench-lighthouse.ts [runs per page, default 3] [--json] [/path …, default the three pages]
 * `--json` also writes each run's full Lighthouse result to reports/lighthouse/<page>-<run>.json (for
 * `mainthread-work-breakdown`, `bootup-time`, `long-tasks`, `lcp-phases`…); that folder is not committed.
 */
const args = process.argv.slice(2)
const DUMP_JSON = args.includes('--json')
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? 3)
const chosen = args.filter((a) => a.startsWith('/'))
const PAGES = chosen.length ? chosen : ['/', '/signin', '/guest-opportunities']
const GOAL = 95
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

let base = process.env.APP_URL
let close = async () => {}
if (!base) {
  buildApp()
  const app = await startLocalApp({
    port: 0,
    host: '127.0.0.1',
    inMemory: true,
    loadApiModule: (file) => import(file),
    serveApp: createStaticHandler(resolve('dist')),
  })
  base = app.url
  close = () => app.close()
}

const loadBefore = loadavg()[0]
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})

interface Run {
  score: number
  lcp: number
  tbt: number
  cls: number
  fcp: number
  si: number
  lcpElement: string
}

async function audit(path: string, run: number): Promise<Run> {
  const result = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
  const { lhr } = result
  if (DUMP_JSON) {
    mkdirSync('reports/lighthouse', { recursive: true })
    const name = path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-')
    writeFileSync(`reports/lighthouse/${name}-${run + 1}.json`, JSON.stringify(lhr))
  }
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const lcpItem = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined
  )?.items?.[0]?.items?.[0]?.node?.snippet
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
    si: num('speed-index'),
    lcpElement: (lcpItem ?? '').slice(0, 90),
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const rows: string[] = []
const summary: Array<{ path: string; score: number }> = []
for (const path of PAGES) {
  const runs: Run[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await audit(path, i))
  const pick = (k: keyof Omit<Run, 'lcpElement'>) => median(runs.map((r) => r[k]))
  const score = pick('score')
  summary.push({ path, score })
  rows.push(
    `| \`${path}\` | **${score}** (${runs.map((r) => r.score).join(', ')}) | ${(pick('fcp') / 1000).toFixed(1)} s | ${(pick('lcp') / 1000).toFixed(1)} s | ${Math.round(pick('tbt'))} ms | ${pick('cls').toFixed(3)} | ${(pick('si') / 1000).toFixed(1)} s | \`${runs[0].lcpElement.replaceAll('|', '\\|').replaceAll('`', "'")}\` |`,
  )
  console.log(rows.at(-1))
}
const loadAfter = loadavg()[0]
await chrome.kill()
await close()

const report = `# Lighthouse benchmark (mobile)

Lighthouse 12 performance with its mobile defaults (emulated phone, simulated slow 4G, 4× CPU slowdown),
Debian's Chromium headless, ${RUNS} runs per page (median shown, every run's score in brackets), against
${process.env.APP_URL ? process.env.APP_URL : 'the built app served as `npm start` serves it'}.

| page | score | FCP | LCP | TBT | CLS | Speed Index | LCP element |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

- Goal (ARCHITECTURE §7): ≥ ${GOAL} on each page — ${
  summary.every((s) => s.score >= GOAL)
    ? 'met'
    : `not met on ${summary
        .filter((s) => s.score < GOAL)
        .map((s) => s.path)
        .join(', ')}`
}.
- Machine: ${cpus().length} cores, load average ${loadBefore.toFixed(2)} before and ${loadAfter.toFixed(2)} after
  (the score depends on CPU: a busy machine lowers it).

Written by \`npm run bench:lighthouse\` on ${new Date().toISOString().slice(0, 10)}.
`
// A chosen subset of pages is a probe: only the full run rewrites the report.
if (!chosen.length) {
  mkdirSync('reports', { recursive: true })
  writeFileSync('reports/bench-lighthouse.md', report)
}
console.log(report)
process.exit(0)
