import type { Page } from 'playwright-core'

/** /dashboard: title, stat cards, the two charts, the table view and the Create sheet. */
export class DashboardPage {
  constructor(private readonly page: Page) {}
  async open(base: string) {
    await this.page.goto(`${base}/dashboard`)
    await this.page.getByTestId('stat-card').first().waitFor()
  }
  title() {
    return this.page.getByRole('heading', { level: 1 }).textContent()
  }
  async statLabels() {
    return this.page.getByTestId('stat-card').locator('p:first-child').allTextContents()
  }
  async chartSeries() {
    await this.page.locator('[data-testid="daily-chart"] .recharts-area').first().waitFor()
    const areas = await this.page.locator('[data-testid="daily-chart"] .recharts-area').count()
    const bars = await this.page.locator('[data-testid="totals-chart"] .recharts-bar-rectangle').count()
    return { areas, bars }
  }
  async tableSeries() {
    await this.page.getByText('View the chart data as a table').click()
    const headers = await this.page.locator('table thead th').allTextContents()
    return headers.slice(1, -1)
  }
  async createEntries() {
    await this.page.getByTestId('dashboard-create').click()
    const dialog = this.page.getByRole('dialog', { name: 'Create' })
    await dialog.waitFor()
    const entries = await dialog.getByRole('link').locator('span > span:first-child').allTextContents()
    await this.page.keyboard.press('Escape')
    return entries
  }
}

/** /funding: pitches from the founder's and the investor's side. */
export class FundingPage {
  constructor(private readonly page: Page) {}
  async newPitch(base: string) {
    await this.page.goto(`${base}/funding?create=pitch`)
  }
  async fill(fields: { name: string; oneLiner: string; problem: string; solution: string; deck: Buffer }) {
    await this.page.getByLabel('Startup name').fill(fields.name)
    await this.page.getByLabel('One-liner').fill(fields.oneLiner)
    await this.page.getByLabel('Problem').fill(fields.problem)
    await this.page.getByLabel('Solution').fill(fields.solution)
    await this.page.getByLabel('Deck (PDF, up to 20 MB)').setInputFiles({
      name: 'deck.pdf',
      mimeType: 'application/pdf',
      buffer: fields.deck,
    })
  }
  /** Finds a member by name in the team picker and adds them; their chip appears. */
  async addTeamMember(search: string, name: string) {
    await this.page.getByRole('searchbox', { name: 'Find team members' }).fill(search)
    await this.page.getByRole('button', { name: new RegExp(name) }).click()
    await this.page.getByRole('list', { name: 'Team' }).getByText(name).waitFor()
  }
}
