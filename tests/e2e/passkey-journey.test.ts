import * as OTPAuth from 'otpauth'
import { describe, expect, it, vi } from 'vitest'
import type { CDPSession, Page } from 'playwright-core'
import { PASSWORD, appUrl, memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { PasskeysPage, Shell, SignInPage } from './page-objects.ts'

// A journey shares the app server with every other test file running at the same time.
vi.setConfig({ testTimeout: 120_000 })

/**
 * WebAuthn needs a secure context whose host can be the relying party: the app listens on 127.0.0.1, but an
 * IP address cannot be an RP id, so the browser opens it as localhost (config.toml's rp_id).
 */
const base = () => appUrl().replace('//127.0.0.1:', '//localhost:')

const browser = useBrowser()

/** A page with Chromium's virtual authenticator: a platform passkey store that verifies the user at once. */
async function pageWithAuthenticator(): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  const page = await browser.newPage()
  const context = page.context()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { page, cdp, authenticatorId }
}

async function signInWithPassword(page: Page, email: string) {
  await new SignInPage(page).open(base())
  await new SignInPage(page).signIn(email, PASSWORD)
  await page.waitForURL(/\/home$/)
}

async function signOut(page: Page) {
  const menu = await new Shell(page).openAccountMenu()
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

describe('passkey journey', () => {
  it('adds a passkey in settings, signs out, signs in with it, renames it and removes it', async () => {
    const member = await memberWithProfile('passkey')
    const { page, cdp, authenticatorId } = await pageWithAuthenticator()
    await signInWithPassword(page, member.email)

    const passkeys = new PasskeysPage(page)
    await passkeys.open(base())
    await page.getByText('No passkeys yet.').waitFor()
    await passkeys.add()
    await passkeys.row('Passkey').waitFor()
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials).toHaveLength(1)
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' })
    expect(Buffer.from(credentials[0].userHandle!, 'base64').toString()).toBe(member.id)

    await signOut(page)
    await new SignInPage(page).open(base())
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await page.waitForURL(/\/home$/)

    await passkeys.open(base())
    await expect.poll(() => passkeys.row('Passkey').textContent()).toMatch(/Last used just now/)
    await passkeys.rename('Passkey', 'My laptop')
    await passkeys.row('My laptop').waitFor()
    await passkeys.remove('My laptop')
    await page.getByText('No passkeys yet.').waitFor()
    await page.context().close()
  })

  it('still asks a member with two-step verification for the code after a passkey', async () => {
    const member = await memberWithProfile('passkey-2fa')
    const { page } = await pageWithAuthenticator()
    await signInWithPassword(page, member.email)
    const passkeys = new PasskeysPage(page)
    await passkeys.open(base())
    await passkeys.add()
    await passkeys.row('Passkey').waitFor()
    await signOut(page)

    const factor = await member.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor.data!.totp.secret), period: 30 })
    await member.client.auth.mfa.challengeAndVerify({ factorId: factor.data!.id, code: totp.generate() })

    await new SignInPage(page).open(base())
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/signin')
    await page.getByLabel('6-digit code').fill(totp.generate())
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL(/\/home$/)
    await page.context().close()
  })

  it('says so when the browser finds no passkey for the site, or the address is not the relying party', async () => {
    const { page } = await pageWithAuthenticator()
    await new SignInPage(page).open(base())
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await page.getByText('The passkey request was cancelled or timed out.', { exact: false }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/signin')

    await new SignInPage(page).open(appUrl())
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await page.getByText('Passkeys don’t work at this address.', { exact: false }).waitFor()
    await page.context().close()
  })
})
