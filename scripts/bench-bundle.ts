import { buildApp } from './lib/build-app.ts'
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { startLocalApp } from '../server/local-app.ts'
import { createStaticHandler } from '../server/static-files.ts'
import { launchChromium } from '../tests/e2e/browser.ts'

/** ARCHITECTURE §7: all JavaScript a browser loads, gzip, for `/` as a guest and `/home` signed in. */
const BUDGET_KB = { guest: 130, member: 200 }

buildApp()
const app = await startLocalApp({
  port: 0,
  host: '127.0.0.1',
  inMemory: true,
  loadApiModule: (file) => import(file),
  serveApp: createStaticHandler(resolve('dist')),
})
const browser = await launchChromium()

async function measure(run: (page: Page) => Promise<void>) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = new Map<string, number>()
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js') || !res.ok()) return
    const body = await res.body().catch(() => null)
    if (body) scripts.set(new URL(res.url()).pathname, gzipSync(body).length)
  })
  await run(page)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  await context.close()
  const files = [...scripts].sort((a, b) => b[1] - a[1])
  return { totalKb: files.reduce((sum, [, n]) => sum + n, 0) / 1024, files }
}

const guest = await measure(async (page) => {
  await page.goto(`${app.url}/`)
  await page.getByRole('heading', { level: 1 }).waitFor()
})
// Not budgeted, but the page Lighthouse finds slowest: its bytes and how many scripts it waits for.
const guestOpportunities = await measure(async (page) => {
  await page.goto(`${app.url}/guest-opportunities`)
  await page.getByRole('heading', { level: 1 }).waitFor()
})
const member = await measure(async (page) => {
  await page.goto(`${app.url}/signin`)
  await page.getByLabel('Email').fill('student@demo.campus.test')
  await page.getByLabel('Password').fill('demo-password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(/\/home$/)
  await page.getByRole('heading', { name: 'Home' }).waitFor()
})
await browser.close()
await app.close()

const line = (name: string, r: typeof guest, budget: number) =>
  `${name.padEnd(34)} ${r.totalKb.toFixed(1).padStart(6)} KB gzip  (budget ${budget} KB)  ${r.totalKb <= budget ? 'OK' : 'OVER'}  (${r.files.length} scripts)`
const report = [
  `# Bundle benchmark (${new Date().toISOString()})`,
  '',
  '```',
  line('/ as a guest', guest, BUDGET_KB.guest),
  line('/home signed in (incl. sign-in)', member, BUDGET_KB.member),
  `${'/guest-opportunities'.padEnd(34)} ${guestOpportunities.totalKb.toFixed(1).padStart(6)} KB gzip  (${guestOpportunities.files.length} scripts)`,
  '```',
  '',
  ...[
    ['Guest /', guest],
    ['Member /home', member],
    ['Guest /guest-opportunities', guestOpportunities],
  ].flatMap(([title, r]) => [
    `## ${title}`,
    '',
    ...(r as typeof guest).files.map(([file, n]) => `- ${(n / 1024).toFixed(1)} KB ${file}`),
    '',
  ]),
].join('\n')
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-bundle.md', report)
console.log(report)
