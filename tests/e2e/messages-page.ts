import type { Page } from 'playwright-core'

/** The /messages screen, as a member uses it. */
export class MessagesPage {
  constructor(readonly page: Page) {}

  get composer() {
    return this.page.getByLabel('Message', { exact: true })
  }

  thread() {
    return this.page.getByRole('list', { name: 'Messages' })
  }

  async typeMessage(text: string) {
    await this.composer.click()
    await this.composer.pressSequentially(text, { delay: 20 })
  }

  async send(text: string) {
    await this.composer.fill(text)
    await this.composer.press('Enter')
  }

  async attach(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.locator('input[type=file]').setInputFiles(file)
    await this.page.getByRole('list', { name: 'Attachments' }).getByText(/KB|B$/).waitFor()
  }

  async action(name: string | RegExp) {
    await this.page.getByRole('button', { name: 'Conversation actions' }).click()
    await this.page.getByRole('menuitem', { name }).click()
  }

  async newGroup(names: string[], title: string) {
    await this.page.getByRole('button', { name: 'New message' }).first().click()
    for (const name of names) {
      await this.page.getByLabel('Search people', { exact: true }).fill(name)
      await this.page.getByRole('button', { name: new RegExp(name) }).click()
    }
    await this.page.getByLabel('Group name').fill(title)
    await this.page.getByRole('button', { name: 'Create group' }).click()
    await this.page.waitForURL(/\/messages\?c=/)
  }
}
