import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { inject } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from './browser.ts'
import { SignUpPage, latestMailLink } from './page-objects.ts'

const base = () => inject('appUrl')
// A journey shares the app server with every other test file running at the same time.
vi.setConfig({ testTimeout: 120_000 })

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchChromium()
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
})
afterAll(() => browser?.close())

const privacySwitch = (name: string) => page.getByRole('switch', { name, exact: true })

describe('an under-18 sign-up', () => {
  it('asks a student’s date of birth, refuses an under-13, and finds the safe defaults explained and locked', async () => {
    const email = `teen-${randomUUID().slice(0, 8)}@example.test`
    const signUp = new SignUpPage(page)
    await signUp.open(base())
    await signUp.signUp('Zoe Journey', email, 'a-long-password')
    await page.waitForURL(/\/email-verification\?email=/)
    await page.goto(await latestMailLink(base(), email))
    await page.getByRole('heading', { name: 'Email confirmed' }).waitFor()
    await page.getByRole('link', { name: 'Continue' }).click()
    await page.waitForURL(/\/profile-selection/)

    await page.getByRole('radio', { name: /Student/ }).click()
    const birthDate = page.getByLabel('Date of birth')
    await birthDate.waitFor()
    expect(await page.getByText('Members under 18 get extra privacy', { exact: false }).isVisible()).toBe(true)
    // Required for a student.
    await page.getByRole('button', { name: /Continue as student/ }).click()
    await page.getByRole('alert').filter({ hasText: 'Enter your date of birth.' }).waitFor()
    // Under 13: refused with a clear sentence, nothing saved.
    await birthDate.fill(`${new Date().getUTCFullYear() - 10}-03-01`)
    await page.getByRole('button', { name: /Continue as student/ }).click()
    await page.getByRole('alert').filter({ hasText: 'You must be at least 13 years old to join.' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/profile-selection')

    await birthDate.fill('2011-06-15')
    await page.getByRole('button', { name: /Continue as student/ }).click()
    await page.waitForURL(/\/home$/)

    await page.goto(`${base()}/settings/privacy`)
    const notice = page.getByRole('region', { name: 'Because you are under 18, your account has extra privacy' })
    await notice.waitFor()
    for (const line of [
      'Only your associates see your profile, posts and activity.',
      'Organisations and other members cannot find you in search or discovery.',
      'Only your associates and verified staff of your university can start a conversation with you.',
    ])
      expect(await notice.getByText(line).isVisible()).toBe(true)
    expect(await notice.getByText(/until you turn 18 on .*2029/).isVisible()).toBe(true)

    for (const name of [
      'Public profile',
      'Show my location',
      'Messages beyond your associates',
      'Messages from followers',
    ]) {
      const control = privacySwitch(name)
      expect(await control.getAttribute('aria-checked'), name).toBe('false')
      expect(await control.isDisabled(), name).toBe(true)
    }
    expect(await page.getByText('Kept off while you are under 18.').count()).toBe(4)
    // E-mail and phone start hidden and stay the member's choice.
    const showEmail = privacySwitch('Show my e-mail address')
    expect(await showEmail.getAttribute('aria-checked')).toBe('false')
    expect(await showEmail.isDisabled()).toBe(false)
    await showEmail.click()
    await page.getByText('Show my e-mail address saved').waitFor()
    expect(await showEmail.getAttribute('aria-checked')).toBe('true')
    // Nothing asks to make the profile public.
    expect(await page.getByText(/make your profile public/i).count()).toBe(0)
  })
})
