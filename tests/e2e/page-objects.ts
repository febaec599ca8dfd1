import { vi } from 'vitest'
import type { Page } from 'playwright-core'

export class SignInPage {
  constructor(private readonly page: Page) {}
  async open(base: string) {
    await this.page.goto(`${base}/signin`)
  }
  async signIn(email: string, password: string, options: { rememberMe?: boolean } = {}) {
    await this.page.getByLabel('Email').fill(email)
    await this.page.getByLabel('Password').fill(password)
    const remember = this.page.getByLabel('Remember me')
    if (options.rememberMe === false) await remember.uncheck()
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click()
  }
}

export class SignUpPage {
  constructor(private readonly page: Page) {}
  async open(base: string) {
    await this.page.goto(`${base}/signup`)
  }
  async signUp(name: string, email: string, password: string) {
    await this.page.getByLabel('Full name').fill(name)
    await this.page.getByLabel('Email').fill(email)
    await this.page.getByLabel('Password').fill(password)
    await this.page.getByRole('button', { name: 'Create account' }).click()
  }
}

export class Shell {
  constructor(private readonly page: Page) {}
  accountButton() {
    return this.page.getByRole('button', { name: 'Account menu' })
  }
  async openAccountMenu() {
    await this.accountButton().click()
    const menu = this.page.getByRole('menu')
    await menu.getByRole('menuitem').first().waitFor()
    return menu
  }
  bottomBar() {
    return this.page.getByRole('navigation', { name: 'Bottom' })
  }
  sideNav() {
    return this.page.getByRole('navigation', { name: 'Main' })
  }
}

export async function latestMailLink(base: string, to: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const mails = (await (await fetch(`${base}/_local/mail.json?to=${encodeURIComponent(to)}`)).json()) as {
        links: string[]
      }[]
      if (!mails[0]) throw new Error(`no mail to ${to}`)
      return mails[0].links[0]
    },
    { timeout: 5000, interval: 100 },
  )
}

export class HomeFeed {
  constructor(private readonly page: Page) {}
  async openComposer() {
    await this.page.getByRole('button', { name: 'Start a post', exact: true }).click()
    return this.composer()
  }
  composer() {
    return this.page.getByLabel('What do you want to share?')
  }
  async mention(query: string, name: string) {
    await this.composer().pressSequentially(`@${query}`)
    await this.page.getByRole('option', { name: new RegExp(name) }).click()
  }
  async addImage(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.locator('input[type=file]').setInputFiles(file)
  }
  post(byAuthor: string) {
    return this.page.getByRole('article', { name: `Post by ${byAuthor}` })
  }
  notificationBell() {
    return this.page.getByRole('link', { name: /^Notifications/ })
  }
}

export class AccountSecurityPage {
  constructor(private readonly page: Page) {}
  async open(base: string) {
    await this.page.goto(`${base}/settings/account`)
    await this.page.getByRole('heading', { name: 'Two-step verification' }).waitFor()
  }
  /** Starts adding an authenticator app; answers the key shown for members who cannot scan. */
  async startAuthenticatorSetup(): Promise<string> {
    await this.page.getByRole('button', { name: 'Set up an authenticator app' }).click()
    const secret = this.page.getByTestId('totp-secret')
    await secret.waitFor()
    return (await secret.textContent())!.trim()
  }
  async enterCode(code: string) {
    await this.page.getByLabel('6-digit code').fill(code)
    await this.page.getByRole('button', { name: 'Turn on' }).click()
  }
}

/** Settings › Account › Passkeys. */
export class PasskeysPage {
  constructor(private readonly page: Page) {}
  async open(base: string) {
    await this.page.goto(`${base}/settings/account`)
    await this.page.getByRole('heading', { name: 'Passkeys' }).waitFor()
  }
  list() {
    return this.page.getByRole('list', { name: 'Your passkeys' })
  }
  row(name: string) {
    return this.list().getByRole('listitem').filter({ hasText: name })
  }
  async add() {
    await this.page.getByRole('button', { name: 'Add a passkey' }).click()
  }
  async rename(from: string, to: string) {
    await this.page.getByRole('button', { name: `Rename ${from}` }).click()
    await this.page.getByLabel('Passkey name').fill(to)
    await this.page.getByRole('button', { name: 'Save', exact: true }).click()
  }
  async remove(name: string) {
    await this.page.getByRole('button', { name: `Remove ${name}` }).click()
    await this.page.getByRole('dialog').getByRole('button', { name: 'Remove passkey' }).click()
  }
}
