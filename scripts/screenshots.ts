import { mkdirSync } from 'node:fs'
import { launchChromium } from '../tests/e2e/browser.ts'

/**
 * Screenshots of routes at 390 px and 1440 px (or --widths), light and dark (or only --light / --dark), for looking
 * at what we built. Usage: tsx scripts/screenshots.ts [--as student@demo.campus.test] [--widths 390,1440] [--dark]
 * /route /other-route
 */
const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args.splice(index, 2)[1] : null
}
const account = option('--as')
const widths = (option('--widths') ?? '390,1440').split(',').map(Number)
const flag = (name: string) => args.includes(name) && !!args.splice(args.indexOf(name), 1)
const [onlyDark, onlyLight] = [flag('--dark'), flag('--light')]
const schemes = onlyDark ? (['dark'] as const) : onlyLight ? (['light'] as const) : (['light', 'dark'] as const)
const base = process.env.APP_URL ?? 'http://localhost:5173'
const out = 'reports/screenshots'
mkdirSync(out, { recursive: true })

const browser = await launchChromium()
for (const [width, colorScheme] of widths.flatMap((w) => schemes.map((c) => [w, c] as const))) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 780 : 900 }, colorScheme })
  const page = await context.newPage()
  if (account) {
    await page.goto(`${base}/signin`)
    await page.getByLabel('Email').fill(account)
    await page.getByLabel('Password').fill('demo-password')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(/\/home|\/profile-selection/)
  }
  for (const route of args) {
    await page.goto(`${base}${route}`)
    await page.waitForLoadState('networkidle')
    // Settled as a reader sees it: web fonts in, and every finite animation (a sheet sliding in) finished.
    await page.evaluate(() => document.fonts.ready)
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    )
    const name = `${account ? account.split('@')[0] + '-' : ''}${route.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}-${colorScheme}.png`
    await page.screenshot({ path: `${out}/${name}`, fullPage: true })
    console.log(`${out}/${name}`)
  }
  await context.close()
}
await browser.close()
