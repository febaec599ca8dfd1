import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it, inject, vi } from 'vitest'
import { useBrowser, type PageOptions } from './browser.ts'

/**
 * Every page's serious and critical axe findings at every width are checked by layout-check.test.ts, as a guest
 * and as three kinds of member; these are the audits it does not make: moderate structure rules, and the themes.
 */

// A journey shares the app server with every other test file running at the same time.
vi.setConfig({ testTimeout: 120_000 })

const browser = useBrowser()
const STUDENT = 'student@demo.campus.test'
/** Playwright's own default viewport, which these audits were written against. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 }
const pageAs = (signIn: boolean, options: PageOptions) =>
  signIn ? browser.signedInPage(STUDENT, { ...options, password: 'demo-password' }) : browser.newPage(options)

/** Moderate rules the whole-page check lets through, on the pages where they were reported. */
const STRUCTURE_RULES = ['heading-order', 'region', 'page-has-heading-one', 'landmark-one-main']

describe('headings and landmarks', () => {
  const check = async (path: string, signIn: boolean) => {
    const page = await pageAs(signIn, { viewport: { width: 390, height: 844 } })
    const context = page.context()
    await page.goto(`${inject('appUrl')}${path}`)
    await page.waitForLoadState('networkidle')
    await page.locator('h1').first().waitFor()
    const results = await new AxeBuilder({ page }).withRules(STRUCTURE_RULES).analyze()
    await context.close()
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }
  for (const path of ['/guest-opportunities', '/signin', '/signup-prompt', '/no-such-page'])
    it(`${path} keeps heading order and puts everything in a landmark`, async () => {
      expect(await check(path, false)).toEqual([])
    })
  for (const path of ['/opportunities', '/saved-opportunities', '/saved-posts', '/saved-alerts'])
    it(`${path} keeps heading order and puts everything in a landmark (signed in)`, async () => {
      expect(await check(path, true)).toEqual([])
    })
})

/** The dark theme (the system's choice, as most members get it) and the settings pages, in both themes. */
describe('accessibility in both themes (axe, contrast included)', () => {
  const audit = async (path: string, colorScheme: 'light' | 'dark', signIn: boolean) => {
    const page = await pageAs(signIn, { viewport: DEFAULT_VIEWPORT, colorScheme })
    const context = page.context()
    await page.goto(`${inject('appUrl')}${path}`)
    await page.waitForLoadState('networkidle')
    await page.locator('main').first().waitFor()
    const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
    const results = await new AxeBuilder({ page }).analyze()
    await context.close()
    expect(isDark).toBe(colorScheme === 'dark')
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  }
  for (const path of ['/', '/signin', '/guest-opportunities'])
    it(`${path} in the dark theme`, async () => {
      expect(await audit(path, 'dark', false)).toEqual([])
    })
  for (const scheme of ['light', 'dark'] as const)
    for (const path of ['/home', '/settings/account', '/settings/privacy', '/settings/notifications', '/settings/data'])
      it(`${path} in the ${scheme} theme (signed in)`, async () => {
        expect(await audit(path, scheme, true)).toEqual([])
      })
})
