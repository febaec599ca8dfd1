import { describe, expect, it, inject, vi } from 'vitest'
import { adminClient, memberWithProfile, openOpportunity } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { HomeFeed } from './page-objects.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 120_000 })

const browser = useBrowser()

describe('stalled-application journey', () => {
  it('an application nobody moves gets its update once the clock reaches 3 business days, and the student sees it live', async () => {
    const stamp = Date.now().toString(36)
    const admin = adminClient()
    const [company, student] = await Promise.all([
      memberWithProfile(`quiet-org-${stamp}`, { profile_type: 'company' }),
      memberWithProfile(`waiting-${stamp}`),
    ])
    const opportunity = await openOpportunity(company, {
      title: `Data Analyst Intern ${stamp}`,
      organization: 'Quiet Labs',
    })
    const { data: app, error } = await student.client
      .from('applications')
      .insert({
        opportunity_id: opportunity,
        applicant_id: student.id,
        full_name: 'Waiting Student',
        email: student.email,
      })
      .select('id')
      .single()
    expect(error).toBeNull()
    // The application was sent on Friday 10 January 2025 at 15:00 (the company's zone is UTC); its own clock
    // is January 2025, earlier than every other test's, so nothing else is due at it.
    for (const table of ['applications', 'application_events'] as const) {
      const dated = await admin
        .from(table)
        .update({ created_at: '2025-01-10T15:00:00Z' })
        .eq(table === 'applications' ? 'id' : 'application_id', app!.id)
      expect(dated.error).toBeNull()
    }
    const run = (asOf: string) => admin.rpc('send_stalled_application_updates', { as_of: asOf })

    const page = await browser.signedInPage(student.email, { width: 390 })
    const feed = new HomeFeed(page)
    await page.goto(`${base()}/notifications`)
    const main = page.getByRole('main')
    await main.getByRole('heading', { name: 'No notifications yet' }).waitFor()

    // Tuesday 15:00 is only 2 business days later (the weekend does not count): nothing.
    expect((await run('2025-01-14T15:00:00Z')).error).toBeNull()
    // Wednesday 15:00: 3 business days. The update arrives while the page is open.
    expect((await run('2025-01-15T15:00:00Z')).error).toBeNull()
    const line = main
      .getByRole('link', {
        name: new RegExp(
          `^Unread: Still under review: nobody is ahead of you in review for Data Analyst Intern ${stamp}`,
        ),
      })
      .first()
    await line.waitFor()
    // (Other test files run the job with later clocks of their own, which may add an update to this one.)
    await expect.poll(() => feed.notificationBell().getAttribute('aria-label')).toMatch(/^Notifications, \d+ unread$/)

    // It is filed under Applications and leads to the student's applications.
    const chips = page.getByRole('group', { name: 'Show' })
    await chips.getByRole('button', { name: 'Applications' }).click()
    await line.waitFor()
    await line.click()
    await page.waitForURL(/\/my-applications/)
    await page.getByText(`Data Analyst Intern ${stamp}`).first().waitFor()
  })
})
