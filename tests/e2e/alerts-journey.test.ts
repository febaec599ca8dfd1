import { describe, expect, it, inject, vi } from 'vitest'
import { adminClient, memberWithProfile, openOpportunity } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

const browser = useBrowser()

describe('opportunity alerts journey', () => {
  it('a student saves a search as an alert, is notified of a matching internship, and manages the alert under Saved', async () => {
    const stamp = Date.now().toString(36)
    const word = `geodata${stamp}`
    const [student, company] = await Promise.all([
      memberWithProfile(`alert${stamp}`),
      memberWithProfile(`co${stamp}`, { profile_type: 'company', name: `Atlas Maps ${stamp}` }),
    ])

    // The student searches, narrows to internships and saves the search in one click.
    const page = await browser.signedInPage(student.email, { width: 390 })
    await page.goto(`${base()}/opportunities`)
    await page.getByLabel('Search opportunities').fill(word)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByText('No opportunities match').waitFor()
    await page.getByRole('button', { name: /^Filters/ }).click()
    await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Internship' }).click()
    await page.waitForURL(/type=internship/)
    await page.getByRole('button', { name: 'Save alert' }).click()
    const saved = page.getByRole('link', { name: `Alert saved: ${word} · Internship. Manage your alerts` })
    await saved.waitFor()

    // The company publishes a matching internship (and a job that does not match); the job delivers.
    const title = `GIS ${word} internship`
    const internship = await openOpportunity(company, {
      title,
      organization: `Atlas Maps ${stamp}`,
      type: 'internship',
      description: `Map cities with ${word} tooling for twelve weeks.`,
    })
    await openOpportunity(company, { title: `${word} lead`, type: 'job', description: 'Lead the team.' })
    const delivered = await adminClient().rpc('deliver_opportunity_alerts', { as_of: new Date().toISOString() })
    expect(delivered.error).toBeNull()

    await page.goto(`${base()}/notifications`)
    const line = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`New for your alert “${word} · Internship”: ${title} at Atlas Maps`) })
    await line.waitFor()
    await line.click()
    await page.waitForURL(new RegExp(`id=${internship}`))
    await page.getByRole('heading', { name: title }).waitFor()

    // Saved → Alerts: what it matched, then rename, weekly, pause, delete.
    await page.goto(`${base()}/saved-opportunities`)
    await page.getByRole('navigation', { name: 'Saved items' }).getByRole('link', { name: 'Alerts' }).click()
    await page.waitForURL(/\/saved-alerts$/)
    const alerts = page.getByRole('list', { name: 'Your alerts' })
    await alerts.getByRole('heading', { name: `${word} · Internship` }).waitFor()
    await alerts.getByText('1 new opportunity matched').waitFor()
    await alerts.getByRole('button', { name: `Rename ${word} · Internship` }).click()
    await page.getByLabel('Alert name').fill('GIS internships')
    await page.getByRole('button', { name: 'Save name' }).click()
    await alerts.getByRole('heading', { name: 'GIS internships' }).waitFor()
    await alerts.getByLabel('Notify me').selectOption('weekly')
    await alerts.getByRole('switch').click()
    await alerts.getByRole('heading', { name: /GIS internships\s*\(paused\)/ }).waitFor()
    const { data: stored } = await student.client.from('opportunity_alerts').select('name, frequency, paused')
    expect(stored).toEqual([{ name: 'GIS internships', frequency: 'weekly', paused: true }])

    // "See matches" opens the saved search.
    await alerts.getByRole('link', { name: 'See matches' }).click()
    await page.waitForURL(new RegExp(`q=${word}.*type=internship|type=internship.*q=${word}`))
    await page.getByRole('link', { name: title }).waitFor()

    await page.goto(`${base()}/saved-alerts`)
    page.once('dialog', (d) => void d.accept())
    await page.getByRole('button', { name: 'Delete GIS internships' }).click()
    await page.getByRole('heading', { name: 'No alerts yet' }).waitFor()
  })
})
