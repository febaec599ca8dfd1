import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { PASSWORD, memberWithProfile } from '../integration/helpers.ts'
import { launchChromium } from './browser.ts'
import { SignInPage } from './page-objects.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())

/** The installable app as a member meets it: the worker, the offline banner, the update prompt's absence. */
class InstalledApp {
  constructor(readonly page: Page) {}
  offlineBanner() {
    return this.page.getByText('You’re offline', { exact: false })
  }
  /** Resolves once the service worker controls the page (it precached the app shell before activating). */
  async waitForWorker() {
    await this.page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 60_000 })
  }
}

async function signedIn(label: string) {
  const member = await memberWithProfile(`${label}${Date.now().toString(36)}`)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const signIn = new SignInPage(page)
  await signIn.open(base())
  await signIn.signIn(member.email, PASSWORD)
  await page.waitForURL(/\/home/)
  return { member, context, page }
}

describe('installable app', () => {
  it('has a manifest with icons, installs its worker, reloads offline with the banner, and drops it back online', async () => {
    const manifest = await (await fetch(`${base()}/manifest.webmanifest`)).json()
    expect(manifest).toMatchObject({ name: 'Campus Network', short_name: 'Campus', display: 'standalone', start_url: '/' })
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])

    const { context, page } = await signedIn('pwa')
    const app = new InstalledApp(page)
    await app.waitForWorker()
    await expect.poll(() => app.offlineBanner().count()).toBe(0)

    await context.setOffline(true)
    await app.offlineBanner().waitFor()
    await page.reload()
    // The app comes from the worker's cache (its banner renders), not the browser's error page. The signed-in
    // shell itself waits for the profile, which needs the network (see the report).
    await app.offlineBanner().waitFor()

    // A route the member never opened reloads offline too (every chunk is precached).
    await page.goto(`${base()}/settings/appearance`)
    await app.offlineBanner().waitFor()

    await context.setOffline(false)
    await expect.poll(() => app.offlineBanner().count()).toBe(0)
    // The server's own paths never get the app's page from the worker.
    const api = await page.evaluate(async () => (await fetch('/api/push/public-key')).headers.get('content-type'))
    expect(api).toMatch(/json/)
    await context.close()
  })

  it('Settings › Notifications says plainly that this server has no push keys, with the device switch disabled', async () => {
    const { context, page } = await signedIn('pushset')
    await page.goto(`${base()}/settings/notifications`)
    const device = page.getByRole('switch', { name: 'Push notifications on this device' })
    await page.getByText('This server is not set up to send push notifications', { exact: false }).waitFor()
    expect(await device.isDisabled()).toBe(true)
    await context.close()
  })
})

describe('sign-in methods', () => {
  it('links Google through the local stand-in, unlinks it, and is refused the last method with GoTrue’s message', async () => {
    const { member, context, page } = await signedIn('link')
    await page.goto(`${base()}/settings/account`)
    await page.getByText('E-mail and password').waitFor()
    await page.getByRole('button', { name: 'Link Google', exact: true }).click()

    // The local identity page (no Google client configured): create a test identity.
    await page.waitForURL(/\/auth\/v1\/_local\/identity/)
    await page.getByLabel('Email').fill(`google-${member.email}`)
    await page.getByLabel('Full name').fill('Linked Google')
    await page.getByRole('button', { name: 'Continue' }).click()

    await page.waitForURL(/\/settings\/account/)
    await page.getByRole('button', { name: 'Unlink Google' }).waitFor()
    expect(await page.getByRole('button', { name: 'Link Google', exact: true }).count()).toBe(0)

    await page.getByRole('button', { name: 'Unlink Google' }).click()
    await page.getByRole('button', { name: 'Link Google', exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Unlink Google' }).count()).toBe(0)

    await page.getByRole('button', { name: 'Unlink E-mail and password' }).click()
    await page.getByText('User must have at least 1 identity after unlinking').waitFor()
    await page.getByText('E-mail and password').waitFor()
    await context.close()
  })
})
