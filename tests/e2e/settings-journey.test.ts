import { strFromU8, unzipSync } from 'fflate'
import { readFile } from 'node:fs/promises'
import { describe, expect, it, inject, vi } from 'vitest'
import type { Page } from 'playwright-core'
import { PASSWORD, latestMail, memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

const browser = useBrowser()

/** /settings and its sections, as a member uses them. */
class SettingsPage {
  constructor(readonly page: Page) {}
  open(section?: string) {
    return this.page.goto(`${base()}/settings${section ? `/${section}` : ''}`)
  }
  isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'))
  }
}

describe('settings journey', () => {
  it('privacy switch with undo → dark theme kept across a reload → time zone → export zip opened → deletion asked, banner shown, cancelled', async () => {
    const stamp = Date.now().toString(36)
    const member = await memberWithProfile(`set${stamp}`, { show_email: true, timezone: 'UTC' })
    const page = await browser.signedInPage(member.email, { acceptDownloads: true })
    const settings = new SettingsPage(page)

    // Privacy: the switch says what others will see, saves at once, and Undo puts it back.
    await settings.open('privacy')
    const showEmail = page.getByRole('switch', { name: 'Show my e-mail address' })
    await expect.poll(() => showEmail.getAttribute('aria-checked')).toBe('true')
    await showEmail.click()
    await page.getByText('Your e-mail address is hidden from everyone.').waitFor()
    await page.getByText('Show my e-mail address saved').waitFor()
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect.poll(() => showEmail.getAttribute('aria-checked')).toBe('true')

    // Appearance: dark, kept on reload, applied before the app starts.
    await settings.open('appearance')
    expect(await settings.isDark()).toBe(false)
    await page.getByLabel('Dark').check()
    expect(await settings.isDark()).toBe(true)
    await page.reload()
    expect(await settings.isDark()).toBe(true)

    // Language and region: the time zone is saved on the profile.
    await settings.open('language')
    await page.getByLabel('Time zone').selectOption('Asia/Tokyo')
    await page.getByText('Time zone saved').waitFor()
    const zone = await member.client.from('user_profiles').select('timezone').eq('user_id', member.id).single()
    expect(zone.data?.timezone).toBe('Asia/Tokyo')

    // Your data: the export downloads a zip holding the profile.
    await settings.open('data')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ])
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)))
    expect(JSON.parse(strFromU8(zip['profile.json']))[0]).toMatchObject({ user_id: member.id })

    // Deletion: e-mail and password, then a banner on every page until it is cancelled.
    await page.getByLabel(/Type your e-mail address/).fill(member.email)
    await page.getByLabel('Your password').fill('wrong-password')
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await page.getByText('That is not your current password.').waitFor()
    await page.getByLabel('Your password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await page
      .getByText(/Your account will be deleted on/)
      .first()
      .waitFor()
    await page.goto(`${base()}/notifications`)
    const banner = page.getByRole('status').filter({ hasText: 'Your account will be deleted on' })
    await banner.waitFor()
    await banner.getByRole('button', { name: 'Cancel deletion' }).click()
    await banner.waitFor({ state: 'detached' })
    const left = await member.client.from('account_deletions').select('user_id')
    expect(left.data).toEqual([])
    await page.context().close()
  })

  it('e-mail change: a link to each address, the first asks for the other, both change the address', async () => {
    const stamp = Date.now().toString(36)
    const member = await memberWithProfile(`setmail${stamp}`)
    const next = `setmail-new-${stamp}@example.test`
    const page = await browser.signedInPage(member.email)
    await new SettingsPage(page).open('account')
    await page.getByLabel('New e-mail address').fill(next)
    await page.getByRole('button', { name: 'Change e-mail address' }).click()
    await page.getByText(`We sent a confirmation link to both ${member.email} and ${next}.`).waitFor()

    // The current address's link: accepted, and the other one is still needed.
    await page.goto((await latestMail(member.email, /^Confirm email change$/)).links[0])
    await page.getByRole('heading', { name: 'One more link to follow' }).waitFor()
    await page.getByText('Now follow the link we sent to your other e-mail address', { exact: false }).waitFor()
    expect((await member.client.auth.getUser()).data.user?.email).toBe(member.email)

    // The new address's link, in the same browser: back in settings, signing in with the new address.
    await page.goto((await latestMail(next, /^Confirm your new email address$/)).links[0])
    await page.waitForURL(/\/settings\/account$/)
    await page.getByText('You sign in with').getByText(next).waitFor()
    expect((await member.client.auth.getUser()).data.user?.email).toBe(next)
    await page.context().close()
  })

  it('on a phone /settings is the list of sections and each section is its own page', async () => {
    const stamp = Date.now().toString(36)
    const member = await memberWithProfile(`setm${stamp}`)
    const page = await browser.signedInPage(member.email, { viewport: { width: 360, height: 780 } })
    await page.goto(`${base()}/settings`)
    await page.getByRole('link', { name: /Blocked and muted/ }).click()
    await page.waitForURL(/\/settings\/blocked$/)
    await page.getByRole('heading', { level: 1, name: 'Blocked and muted' }).waitFor()
    await page.getByText('You have not blocked anyone').waitFor()
    await page.getByText('You have not muted anyone').waitFor()
    await page.getByRole('link', { name: 'Settings' }).click()
    await page.waitForURL(/\/settings$/)
    await page.getByRole('link', { name: /Sessions/ }).waitFor()
    await page.context().close()
  })
})
