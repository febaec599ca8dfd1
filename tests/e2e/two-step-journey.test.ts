import * as OTPAuth from 'otpauth'
import { describe, expect, it, vi } from 'vitest'
import { PASSWORD, anonClient, appUrl, latestMail, memberWithProfile, otpFrom } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { AccountSecurityPage, Shell, SignInPage } from './page-objects.ts'

// A journey shares the app server with every other test file running at the same time.
vi.setConfig({ testTimeout: 120_000 })

const browser = useBrowser()

/** The code the member's authenticator app would show, computed with the same library as the server. */
const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now(),
  })

describe('two-step verification journey', () => {
  it('turns on an authenticator app, signs out, and signs back in with the 6-digit code', async () => {
    const member = await memberWithProfile('two-step')
    const page = await browser.signedInPage(member.email)
    const security = new AccountSecurityPage(page)
    await security.open(appUrl())
    const secret = await security.startAuthenticatorSetup()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expect.poll(() => page.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true)
    await security.enterCode('000000'.replace(/./g, (_, i) => String((Number(codeFor(secret)[i]) + 1) % 10)))
    await page.getByText('That code didn’t match').waitFor()
    await security.enterCode(codeFor(secret))
    await page.getByRole('button', { name: 'Remove' }).waitFor()

    const menu = await new Shell(page).openAccountMenu()
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    // Before the code, the app asks the database for nothing of the member's (it would refuse: 403).
    const refused: string[] = []
    page.on('response', (r) => {
      if (r.url().includes('/rest/v1/') && r.status() === 403) refused.push(r.url())
    })
    await new SignInPage(page).open(appUrl())
    await new SignInPage(page).signIn(member.email, PASSWORD)
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor()
    // Not in yet: a members' page sends the half-signed-in visitor back to the code.
    expect(new URL(page.url()).pathname).toBe('/signin')
    await page.getByLabel('6-digit code').fill(codeFor(secret))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL(/\/home$/)
    await page.getByRole('main').waitFor()
    expect(refused).toEqual([])
    await page.context().close()
  })

  it('a reset link asks for the code from the app before the new password', async () => {
    const member = await memberWithProfile('reset-two-step')
    const factor = (await member.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })).data!
    const turnedOn = await member.client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret),
    })
    expect(turnedOn.error).toBeNull()

    const page = await browser.newPage()
    const context = page.context()
    await page.goto(`${appUrl()}/signin?forgot=1`)
    await page.getByLabel('Email').fill(member.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByText(/a reset link is on its way/).waitFor()
    await page.goto((await latestMail(member.email, /^Reset your password$/)).links[0])
    // The link's session is aal1: no new password before the code.
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor()
    expect(await page.getByLabel('New password').count()).toBe(0)
    await page.getByLabel('6-digit code').fill(codeFor(factor.totp.secret))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
    await page.getByLabel('New password', { exact: true }).fill('a-reset-long-password')
    await page.getByLabel('Confirm new password').fill('a-reset-long-password')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await page.waitForURL(/\/home$/)
    const signIn = await anonClient().auth.signInWithPassword({
      email: member.email,
      password: 'a-reset-long-password',
    })
    expect(signIn.error).toBeNull()
    await context.close()
  })

  it('changes the password with the code mailed to the member', async () => {
    const member = await memberWithProfile('new-password')
    const page = await browser.signedInPage(member.email)
    const security = new AccountSecurityPage(page)
    await security.open(appUrl())
    await page.getByRole('button', { name: 'Email me a code' }).click()
    const code = otpFrom(await latestMail(member.email, /reauthentication/i))
    await page.getByLabel('Code from the email').fill(code === '000000' ? '111111' : '000000')
    await page.getByLabel('New password').fill('a-new-long-password')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('That code is wrong or has expired').waitFor()
    await page.getByLabel('Code from the email').fill(code)
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByRole('button', { name: 'Email me a code' }).waitFor()
    expect(await page.getByText('That code is wrong').count()).toBe(0)
    await page.context().close()
  })
})
