import { describe, expect, it, inject, vi } from 'vitest'
import type { Page } from 'playwright-core'
import { memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { HomeFeed, Shell } from './page-objects.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

const browser = useBrowser()

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
  /** The worker's caches as the page sees them (`caches.keys()`). */
  cacheNames() {
    return this.page.evaluate(() => caches.keys())
  }
  offlineError() {
    return this.page.getByText('Can’t reach the server — check your connection')
  }
  tryAgain() {
    return this.page.getByRole('button', { name: 'Try again' }).first()
  }
}

/** A member with a post of their own, so their /home feed has something to keep for offline. */
async function memberWithPost(label: string) {
  const stamp = Date.now().toString(36)
  const member = await memberWithProfile(`${label}${stamp}`)
  const body = `Notes from the library ${stamp}`
  const { error } = await member.client.from('posts').insert({ author_id: member.id, body })
  if (error) throw error
  return { member, body }
}

async function signIn(member: { email: string }) {
  const page = await browser.signedInPage(member.email)
  return { context: page.context(), page }
}

async function signedIn(label: string) {
  const member = await memberWithProfile(`${label}${Date.now().toString(36)}`)
  return { member, ...(await signIn(member)) }
}

describe('installable app', () => {
  it('has a manifest with icons, installs its worker, reloads offline with the banner, and drops it back online', async () => {
    const manifest = await (await fetch(`${base()}/manifest.webmanifest`)).json()
    expect(manifest).toMatchObject({
      name: 'Campus Network',
      short_name: 'Campus',
      display: 'standalone',
      start_url: '/',
    })
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
    // The app comes from the worker's cache (its banner renders), not the browser's error page.
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

  it('a signed-in member reloads offline into their shell and last feed, retries back online, and sign-out empties the cache', async () => {
    const { member, body } = await memberWithPost('offline')
    const { context, page } = await signIn(member)
    const app = new InstalledApp(page)
    const feed = new HomeFeed(page)
    const shell = new Shell(page)
    await app.waitForWorker()
    // Once the worker controls the page, what the member opens is kept: /home and their notifications.
    await page.reload()
    await feed.post(member.profile.name).getByText(body).waitFor()
    await page.goto(`${base()}/notifications`)
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor()
    await page.goto(`${base()}/home`)
    await feed.post(member.profile.name).getByText(body).waitFor()
    expect(await app.cacheNames()).toContain('campus-data')

    await context.setOffline(true)
    await page.reload()
    await app.offlineBanner().waitFor()
    // The shell with the member's initial and name (their last profile), and the feed they saw.
    await feed.post(member.profile.name).getByText(body).waitFor()
    expect(await shell.accountButton().textContent()).toBe(member.profile.name[0].toUpperCase())
    expect(page.url()).toMatch(/\/home$/)
    const menu = await shell.openAccountMenu()
    await menu.getByText(member.profile.name).waitFor()
    await page.keyboard.press('Escape')

    // A screen never opened has no copy: the offline sentence and a retry that works once back online.
    await page.goto(`${base()}/saved-opportunities`)
    await app.offlineError().waitFor()
    expect(page.url()).toMatch(/\/saved-opportunities$/)
    await context.setOffline(false)
    await app.tryAgain().click()
    await expect.poll(() => app.offlineError().count(), { timeout: 15_000 }).toBe(0)
    expect(page.url()).toMatch(/\/saved-opportunities$/)

    await (await shell.openAccountMenu()).getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(() => app.cacheNames()).not.toContain('campus-data')
    expect(await app.cacheNames()).not.toContain('campus-images')
    expect(await page.evaluate(() => localStorage.getItem('campus-network-last-profile'))).toBeNull()
    await context.close()
  })

  it('with an access token past its expiry, an offline reload shows the member’s feed at once and keeps them signed in', async () => {
    const { member, body } = await memberWithPost('expired')
    const { context, page } = await signIn(member)
    const app = new InstalledApp(page)
    const feed = new HomeFeed(page)
    await app.waitForWorker()
    await page.reload()
    await feed.post(member.profile.name).getByText(body).waitFor()

    // As after a night with the app closed: the stored token has expired, and there is no network to refresh it.
    await page.evaluate(() => {
      const key = 'campus-network-auth'
      const session = JSON.parse(localStorage.getItem(key)!)
      localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }))
    })
    await context.setOffline(true)
    await page.reload()
    await app.offlineBanner().waitFor()
    // Well within supabase-js's ~25 s of refresh retries: the client does not wait for them offline.
    await feed.post(member.profile.name).getByText(body).waitFor({ timeout: 8_000 })

    await context.setOffline(false)
    await expect.poll(() => app.offlineBanner().count()).toBe(0)
    // Back online the session is refreshed, not ended: a screen that needs the member still loads.
    await page.goto(`${base()}/notifications`)
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor()
    expect(page.url()).toMatch(/\/notifications$/)
    expect(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem('campus-network-auth')!).expires_at * 1000 > Date.now(),
      ),
    ).toBe(true)
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
