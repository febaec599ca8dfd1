import { describe, expect, it, inject, vi } from 'vitest'
import { memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { DashboardPage, FundingPage } from './dashboard-pages.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

const browser = useBrowser()

const signedIn = (email: string, password?: string, width?: number) => browser.signedInPage(email, { password, width })

describe('dashboard', () => {
  it('as a company: title, labels, both charts with every event type, and both Create entries', async () => {
    const page = await signedIn('company@demo.campus.test', 'demo-password')
    const dashboard = new DashboardPage(page)
    await dashboard.open(base())
    expect(await dashboard.title()).toBe('Company Analytics')
    expect(await dashboard.statLabels()).toEqual(['Total Engagement', 'Avg Daily Events', '7-Day Momentum'])
    await page.getByRole('heading', { name: 'Daily Activity (last 14 days)' }).waitFor()
    await page.getByRole('heading', { name: 'Totals by Event Type' }).waitFor()
    const series = await dashboard.chartSeries()
    const types = await dashboard.tableSeries()
    expect(types.length).toBeGreaterThan(2)
    expect(series).toEqual({ areas: types.length, bars: types.length })
    expect(await dashboard.createEntries()).toEqual(['Post on Home', 'Post an Opportunity'])
    await page.getByRole('button', { name: '30 days' }).click()
    await page.getByRole('heading', { name: 'Daily Activity (last 30 days)' }).waitFor()
  })

  it('as a student: My Analytics, the student labels, charts, and only Post on Home', async () => {
    const page = await signedIn('student@demo.campus.test', 'demo-password', 390)
    const dashboard = new DashboardPage(page)
    await dashboard.open(base())
    expect(await dashboard.title()).toBe('My Analytics')
    expect(await dashboard.statLabels()).toEqual(['Total Events', 'Avg Daily', 'Days Tracked'])
    const series = await dashboard.chartSeries()
    const types = await dashboard.tableSeries()
    expect(series).toEqual({ areas: types.length, bars: types.length })
    expect(types).toContain('Post view')
    expect(await dashboard.createEntries()).toEqual(['Post on Home'])
  })

  it('shows the empty state to a member with no events yet', async () => {
    const fresh = await memberWithProfile(`dash${Date.now().toString(36)}`, { profile_type: 'professor' })
    const page = await signedIn(fresh.email)
    await new DashboardPage(page).open(base())
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Professor Analytics')
    await page.getByText('No activity yet').waitFor()
    expect(await new DashboardPage(page).statLabels()).toEqual([
      'Total Interactions',
      'Days Tracked',
      'Avg Daily Views',
    ])
  })
})

describe('pitch journey', () => {
  it('founder drafts with a deck → publishes → investor opens the deck and expresses interest → founder sees both', async () => {
    const stamp = Date.now().toString(36)
    const name = `Kelpworks ${stamp}`
    const [founder, investor, mate] = await Promise.all([
      memberWithProfile(`fnd${stamp}`),
      memberWithProfile(`inv${stamp}`, { profile_type: 'investor' }),
      memberWithProfile(`tm${stamp}`),
    ])
    const fp = await signedIn(founder.email)
    const funding = new FundingPage(fp)
    await funding.newPitch(base())
    await funding.fill({
      name,
      oneLiner: 'Seaweed packaging that dissolves in a week.',
      problem: 'Plastic sachets last centuries.',
      solution: 'Films made from farmed kelp.',
      deck: PDF,
    })
    await funding.addTeamMember(`tm${stamp}`, `tm${stamp} person`)
    await fp.getByRole('button', { name: 'Save draft' }).click()
    await fp.getByRole('heading', { name }).waitFor()
    await fp.getByText('Draft: only you can see it.').waitFor()
    await fp.getByRole('button', { name: 'Edit' }).click()
    await fp.getByRole('button', { name: 'Publish' }).click()
    await fp.getByRole('heading', { name }).waitFor()
    await fp.getByText('Nobody opened the deck yet.').waitFor()

    const ip = await signedIn(investor.email)
    await ip.goto(`${base()}/funding`)
    await ip.getByRole('link', { name }).click()
    const teammate = ip.getByTestId('pitch-team').getByRole('link', { name: `tm${stamp} person` })
    await teammate.waitFor()
    expect(await teammate.getAttribute('href')).toContain(mate.id)
    const [deckTab] = await Promise.all([
      ip.context().waitForEvent('page'),
      ip.getByRole('button', { name: 'Open deck' }).click(),
    ])
    await deckTab.waitForURL(/\/storage\/v1\/object\/sign\/documents\//)
    await ip.getByLabel('A note for the founder (optional)').fill('We invest in ocean materials.')
    await ip.getByRole('button', { name: 'Express interest' }).click()
    const messageLink = ip.getByRole('link', { name: 'Message the founder' })
    await messageLink.waitFor()
    expect(await messageLink.getAttribute('href')).toBe(`/messages?to=${founder.id}`)

    await fp.reload()
    await fp.getByTestId('pitch-interests').getByText('We invest in ocean materials.').waitFor()
    await fp.getByTestId('pitch-views').getByText(`inv${stamp} person`).waitFor()
    await fp.goto(`${base()}/notifications`)
    await fp.getByText('is interested in your pitch').first().waitFor()
  })
})

describe('shortlist journey', () => {
  it('an employer finds members, shortlists one with a note, reorders and sees the list', async () => {
    const stamp = Date.now().toString(36)
    const [employer] = await Promise.all([
      memberWithProfile(`emp${stamp}`, { profile_type: 'employer' }),
      memberWithProfile(`ann${stamp}`, { name: `Ann ${stamp}`, skills: ['Kotlin'] }),
      memberWithProfile(`bob${stamp}`, { name: `Bob ${stamp}`, skills: ['Kotlin'] }),
    ])
    const page = await signedIn(employer.email)
    await page.goto(`${base()}/discovery`)
    await page.getByLabel('Search members').fill(stamp)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const cards = page.getByTestId('member-card')
    await cards.filter({ hasText: `Bob ${stamp}` }).waitFor()
    expect(await cards.count()).toBe(2)
    const ann = cards.filter({ hasText: `Ann ${stamp}` })
    expect(await ann.getByRole('link', { name: 'Message' }).getAttribute('href')).toMatch(/^\/messages\?to=/)

    for (const who of ['Ann', 'Bob']) {
      await cards
        .filter({ hasText: `${who} ${stamp}` })
        .getByRole('button', { name: 'Shortlist' })
        .click()
      const dialog = page.getByRole('dialog')
      if (who === 'Ann') await dialog.getByLabel('New shortlist').fill('Mobile devs')
      await dialog.getByLabel('Note').fill(`${who} looks great`)
      await dialog.getByRole('button', { name: 'Add to shortlist' }).click()
      await dialog.waitFor({ state: 'detached' })
    }
    await page.getByRole('tab', { name: 'Shortlists' }).click()
    const detail = page.getByTestId('shortlist-detail')
    await detail.getByRole('heading', { name: 'Mobile devs' }).waitFor()
    const names = () => detail.locator('ol > li a.font-medium').allTextContents()
    await detail.getByText(`Bob ${stamp}`).first().waitFor()
    expect(await names()).toEqual([`Ann ${stamp}`, `Bob ${stamp}`])
    await detail.getByRole('button', { name: `Move Bob ${stamp} up` }).click()
    await expect.poll(names).toEqual([`Bob ${stamp}`, `Ann ${stamp}`])
    await page.reload()
    await page.getByTestId('shortlist-detail').getByText(`Bob ${stamp}`).first().waitFor()
    expect(await names()).toEqual([`Bob ${stamp}`, `Ann ${stamp}`])
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('mobile-devs-shortlist.csv')
  })
})
