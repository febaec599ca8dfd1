import { describe, expect, it, inject, vi } from 'vitest'
import type { Page } from 'playwright-core'
import { memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 120_000 })

const browser = useBrowser()
const signedInPage = (email: string, width?: number) => browser.signedInPage(email, { width })

/** /associates and its four tabs. */
class AssociatesPage {
  constructor(private readonly page: Page) {}
  async open(tab: 'received' | 'sent' | 'associates' | 'suggestions') {
    await this.page.goto(`${base()}/associates${tab === 'received' ? '' : `?tab=${tab}`}`)
    await this.page.getByRole('tabpanel').waitFor()
  }
  badge() {
    return this.page.getByRole('navigation', { name: 'Main' }).getByLabel(/associate requests$/)
  }
  async connect(name: string, note: string) {
    await this.page.getByRole('button', { name: `Connect with ${name}` }).click()
    await this.page.getByLabel('Note').fill(note)
    await this.page.getByRole('button', { name: 'Send request' }).click()
  }
  request(name: string) {
    return this.page.getByLabel(`Request from ${name}`)
  }
  associates() {
    return this.page.getByRole('list', { name: 'Associates' })
  }
}

describe('associates journey', () => {
  it('A connects with a note from Suggestions, B sees the badge go up live, accepts, and both are associates', async () => {
    const stamp = Date.now().toString(36)
    const university = `Journey University ${stamp}`
    const [ana, ben] = await Promise.all([
      memberWithProfile(`ana${stamp}`, { university }),
      memberWithProfile(`ben${stamp}`, { university }),
    ])
    const anaName = `ana${stamp} person`
    const benName = `ben${stamp} person`
    const benPage = await signedInPage(ben.email)
    const anaPage = await signedInPage(ana.email)
    const anaScreen = new AssociatesPage(anaPage)
    const benScreen = new AssociatesPage(benPage)
    expect(await benScreen.badge().count()).toBe(0)

    await anaScreen.open('suggestions')
    await anaPage.getByText(`Also at ${university}`).first().waitFor()
    await anaScreen.connect(benName, 'We met at the journey fair')
    await anaScreen.open('sent')
    await anaPage.getByLabel(`Request to ${benName}`).waitFor()

    // Ben's badge goes up without a reload.
    await expect
      .poll(() => benScreen.badge().getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('1 associate requests')
    await benScreen.open('received')
    const card = benScreen.request(anaName)
    await card.getByText('We met at the journey fair').waitFor()
    await card.getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => benScreen.badge().count(), { timeout: 15_000 }).toBe(0)

    await benScreen.open('associates')
    await benScreen.associates().getByText(anaName).waitFor()
    await anaScreen.open('associates')
    await anaScreen.associates().getByText(benName).waitFor()
  })
})
