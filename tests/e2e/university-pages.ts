import type { Page } from 'playwright-core'

/** /university/verifications as a member asking, and as the university deciding. */
export class VerificationsPage {
  constructor(private readonly page: Page) {}

  open(base: string) {
    return this.page.goto(`${base}/university/verifications`)
  }

  async ask(university: string, email: string, programme: string, year: string) {
    const p = this.page
    await p.getByRole('button', { name: 'Ask a university' }).click()
    await p.getByLabel('University').selectOption({ label: university })
    await p.getByLabel('College e-mail').fill(email)
    await p.getByLabel('Programme').fill(programme)
    await p.getByLabel('Expected graduation').fill(year)
    await p.getByText('you will confirm it with a code').waitFor()
    await p.getByRole('button', { name: 'Send request' }).click()
    await p.getByRole('button', { name: 'Send code' }).waitFor()
  }

  async sendCode() {
    await this.page.getByRole('button', { name: 'Send code' }).click()
    await this.page.getByText(/Code sent to/).waitFor()
  }

  async confirm(code: string) {
    await this.page.getByLabel('Code from the e-mail').fill(code)
    await this.page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await this.page.getByText(/Waiting for .* to decide/).waitFor()
  }

  async approveAllConfirmed() {
    await this.page.getByRole('button', { name: /Approve all confirmed on your domains \(1\)/ }).click()
    await this.page.getByText('1 member verified').waitFor()
  }
}

/** /university/mou: the board, one MOU and its actions. */
export class MouPage {
  constructor(private readonly page: Page) {}

  async create(base: string, title: string) {
    const p = this.page
    await p.goto(`${base}/university/mou?create=mou`)
    await p.getByLabel('Title').fill(title)
    await p.getByLabel('Purpose').fill('Paid summer internships for our computing students.')
    await p.getByLabel('Internships').check()
    await p.getByLabel('Starts on').fill('2027-01-01')
    await p.getByLabel('Ends on').fill('2028-12-31')
    await p.getByRole('button', { name: 'Create draft' }).click()
    await p.waitForURL(/\/university\/mou\?mou=/)
    await p.getByRole('heading', { name: title }).waitFor()
  }

  async addPartner(name: string) {
    const p = this.page
    await p.getByRole('button', { name: 'Partners', exact: true }).click()
    const dialog = p.getByRole('dialog')
    await dialog.getByLabel('Add an organisation').fill(name)
    await dialog.getByRole('button', { name: 'Add' }).first().click()
    await dialog.getByRole('button', { name: 'Remove' }).waitFor()
    await p.keyboard.press('Escape')
  }

  async upload(name: string) {
    const p = this.page
    await p.getByRole('button', { name: 'Upload new version' }).click()
    const dialog = p.getByRole('dialog')
    await dialog.getByLabel('PDF').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
    })
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await p.getByText('New version uploaded').waitFor()
  }

  async openFromList(base: string, title: string) {
    await this.page.goto(`${base}/university/mou`)
    await this.page.getByRole('link', { name: title }).first().click()
    await this.page.getByRole('heading', { name: title }).waitFor()
  }

  async requestChanges(text: string) {
    const p = this.page
    await p.getByRole('button', { name: 'Ask for changes' }).click()
    await p.getByRole('dialog').getByLabel('What should change?').fill(text)
    await p.getByRole('dialog').getByRole('button', { name: 'Send' }).click()
    await p.getByText('Changes requested').first().waitFor()
  }

  async sign(name: string, title: string) {
    const p = this.page
    await p.getByRole('button', { name: 'Sign', exact: true }).click()
    const dialog = p.getByRole('dialog')
    await dialog.getByLabel('Full name').fill(name)
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await p.getByText(`Signed by ${name}, ${title}`).waitFor()
  }

  status() {
    return this.page.getByTestId('mou-status').first()
  }
}
