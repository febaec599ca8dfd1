import { beforeAll, describe, expect, inject, it, vi } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
// A journey shares the app server with every other test file running at the same time.
vi.setConfig({ testTimeout: 120_000 })

const browser = useBrowser()
let page: Page

beforeAll(async () => {
  page = await browser.signedInPage('student@demo.campus.test', { password: 'demo-password' })
})

/** The title with the unread count allowed in front: "(3) Home · Campus Network". */
const titled = (title: string) =>
  new RegExp(`^(\\(\\d+\\+?\\) )?${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · Campus Network$`)

describe('malformed ids show the not-found state, never a database error', () => {
  for (const [path, heading] of [
    ['/profile/not-a-uuid', 'Profile not found'],
    ['/apply/not-a-uuid', 'Opportunity not found'],
    ['/opportunities?id=not-a-uuid', 'Opportunity not found'],
  ] as const)
    it(`${path} → “${heading}”`, async () => {
      await page.goto(`${base()}${path}`)
      await page.getByRole('heading', { name: heading }).waitFor()
      expect(await page.locator('body').textContent()).not.toMatch(/invalid input syntax|uuid/i)
    })
})

describe('keyboard', () => {
  it('Tab from the side navigation’s Create goes into the header’s search, never onto the page itself', async () => {
    await page.goto(`${base()}/home`)
    await page.getByRole('navigation', { name: /main/i }).getByRole('button', { name: 'Create' }).focus()
    // Where the focus is on each frame while the typeahead loads and takes over the field.
    const watching = page.evaluate(async () => {
      const seen: string[] = []
      for (let frame = 0; frame < 30; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        seen.push(document.activeElement === document.body ? 'body' : (document.activeElement?.id ?? '?'))
      }
      return seen
    })
    await page.keyboard.press('Tab')
    const seen = await watching
    expect(seen).not.toContain('body')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('header-search')
    await page.keyboard.type('design')
    await expect.poll(() => page.locator('#header-search').inputValue()).toBe('design')
  })
})

describe('page titles', () => {
  it('every member route names its screen, with the unread count first when there is one', async () => {
    for (const [path, title] of [
      ['/home', 'Home'],
      ['/opportunities', 'Opportunities'],
      ['/saved-opportunities', 'Saved opportunities'],
      ['/my-applications', 'My applications'],
      ['/notifications', 'Notifications'],
      ['/search', 'Search'],
      ['/messages', 'Messages'],
      ['/profile/00000000-0000-4000-8000-000000000002', 'Northwind Labs'],
    ] as const) {
      await page.goto(`${base()}${path}`)
      await expect.poll(() => page.title(), { message: path }).toMatch(titled(title))
    }
    const unread = await page.evaluate(async () => {
      const bell = document.querySelector('a[href="/notifications"][aria-label]')
      return Number(/(\d+) unread/.exec(bell?.getAttribute('aria-label') ?? '')?.[1] ?? 0)
    })
    if (unread > 0) expect(await page.title()).toMatch(/^\(\d+\+?\) /)
  })

  it('guest pages name theirs too', async () => {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    const guest = tab.context()
    for (const [path, title] of [
      ['/signin', 'Sign in'],
      ['/signup', 'Create your account'],
      ['/guest-opportunities', 'Opportunities'],
      ['/no-such-page', 'Page not found'],
    ] as const) {
      await tab.goto(`${base()}${path}`)
      await expect.poll(() => tab.title(), { message: path }).toBe(`${title} · Campus Network`)
    }
    await tab.goto(base())
    await expect.poll(() => tab.title()).toBe('Campus Network')
    await guest.close()
  })

  it('a client-side navigation is announced to screen readers', async () => {
    await page.goto(`${base()}/home`)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Opportunities' }).click()
    await page.waitForURL(/\/opportunities$/)
    await expect.poll(() => page.locator('[data-route-announcer]').textContent()).toBe('Opportunities')
    expect(await page.locator('[data-route-announcer]').getAttribute('aria-live')).toBe('polite')
  })
})

describe('an unreachable server', () => {
  it('says “Can’t reach the server — check your connection” with a retry that works', async () => {
    await page.goto(`${base()}/home`)
    // Signed in and the shell drawn before the server goes away.
    await page.getByRole('navigation', { name: 'Main' }).waitFor()
    await page.getByRole('heading', { name: 'Home' }).first().waitFor()
    await page.route('**/rest/v1/**', (route) => route.abort('internetdisconnected'))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Opportunities' }).click()
    await page.getByText('Can’t reach the server — check your connection').first().waitFor()
    expect(await page.locator('body').textContent()).not.toContain('Failed to fetch')
    await page.unroute('**/rest/v1/**')
    await page.getByRole('button', { name: 'Try again' }).first().click()
    await expect.poll(() => page.getByText('Can’t reach the server').count()).toBe(0)
  })
})
