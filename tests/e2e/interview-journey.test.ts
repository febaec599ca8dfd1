import ICAL from 'ical.js'
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it, vi } from 'vitest'
import { wallTimeToIso } from '../../src/lib/zoned-time.ts'
import { memberWithProfile, openOpportunity } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

const browser = useBrowser()

/** "2026-12-08T10:00": `days` from now at `hour`, as a datetime-local input takes it. */
const wallIn = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(hour)}:00`
}

/** Clicks the button that downloads a calendar file; its parsed VCALENDAR and VEVENT. */
async function downloadIcs(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.ics$/)
  const text = await readFile((await download.path())!, 'utf8')
  const calendar = new ICAL.Component(ICAL.parse(text))
  const event = calendar.getFirstSubcomponent('vevent')!
  return { text, calendar, event }
}

describe('interview journey', () => {
  it('the company offers times → the student books one → both download the same invitation → the student cancels and the calendar entry is cancelled', async () => {
    const stamp = Date.now().toString(36)
    const orgName = `Quarry Analytics ${stamp}`
    const [company, student] = await Promise.all([
      memberWithProfile(`ivc${stamp}`, { profile_type: 'company', name: orgName, timezone: 'Europe/Berlin' }),
      memberWithProfile(`ivs${stamp}`, { name: `Noor ${stamp}`, timezone: 'America/Toronto' }),
    ])
    const opportunityId = await openOpportunity(company, { title: `Analytics intern ${stamp}`, organization: orgName })
    const applied = await student.client
      .from('applications')
      .insert({
        opportunity_id: opportunityId,
        applicant_id: student.id,
        full_name: `Noor ${stamp}`,
        email: student.email,
      })
    expect(applied.error).toBeNull()

    // The company opens the applicant in its pipeline and offers two times, in its own zone (Berlin).
    const org = await browser.signedInPage(company.email, { acceptDownloads: true })
    await org.goto(`${base()}/my-opportunities?id=${opportunityId}`)
    await org.getByRole('button', { name: `Show Noor ${stamp}'s application` }).click()
    await org.getByRole('button', { name: 'Offer interview times' }).click()
    const dialog = org.getByRole('dialog')
    await dialog.getByText('Times are in Europe/Berlin').waitFor()
    const [first, second] = [wallIn(4, 10), wallIn(5, 15)]
    await dialog.getByLabel('Time 1', { exact: true }).fill(first)
    await dialog.getByLabel('Time 2', { exact: true }).fill(second)
    await dialog.getByLabel('Link to join').fill('meet.example/quarry')
    await dialog.getByRole('button', { name: 'Send times' }).click()
    await dialog.getByText('The interview link must start with https://').waitFor()
    await dialog.getByLabel('Link to join').fill('https://meet.example/quarry')
    await dialog.getByRole('button', { name: 'Send times' }).click()
    await org.getByRole('heading', { name: `Waiting for Noor ${stamp} to pick a time` }).waitFor()
    await org.getByText('Interview', { exact: true }).first().waitFor()

    // The student sees the invitation in My applications, in her zone (Toronto), and books the second time.
    const me = await browser.signedInPage(student.email, { width: 390, acceptDownloads: true })
    await me.goto(`${base()}/my-applications`)
    await me.getByRole('heading', { name: `${orgName} invites you to an interview` }).waitFor()
    await me.getByText('Pick a time (America/Toronto)').waitFor()
    const secondStart = wallTimeToIso(second, 'Europe/Berlin')
    const secondLabel = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Toronto',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(secondStart))
    await me.getByRole('radio', { name: new RegExp(secondLabel) }).check()
    await me.getByRole('button', { name: 'Book this time' }).click()
    await me.getByRole('heading', { name: 'Interview booked' }).waitFor()

    // Both download the invitation: the same calendar entry (UID), at the booked instant.
    const mine = await downloadIcs(me, 'Invitation (.ics)')
    expect(mine.calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(mine.event.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(mine.event.getFirstPropertyValue('sequence')).toBe(0)
    const start = mine.event.getFirstPropertyValue('dtstart') as ICAL.Time
    expect(start.toJSDate().toISOString()).toBe(secondStart)
    expect(String(mine.event.getFirstPropertyValue('summary'))).toBe(
      `Interview: Analytics intern ${stamp} (${orgName})`,
    )
    expect(String(mine.event.getFirstPropertyValue('url'))).toBe('https://meet.example/quarry')
    const uid = String(mine.event.getFirstPropertyValue('uid'))
    expect(uid).toMatch(/^interview-[0-9a-f-]{36}@campus-network$/)

    await org.reload()
    await org.getByRole('button', { name: `Show Noor ${stamp}'s application` }).click()
    await org.getByRole('heading', { name: 'Interview booked' }).waitFor()
    const theirs = await downloadIcs(org, 'Invitation (.ics)')
    expect(String(theirs.event.getFirstPropertyValue('uid'))).toBe(uid)
    expect((theirs.event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(secondStart)
    expect(theirs.text).toContain(`ATTENDEE;CN=Noor ${stamp}:mailto:${student.email}`)

    // The student cancels with a reason; the company reads it, and the file now cancels the same entry.
    await me.getByRole('button', { name: 'Cancel interview' }).click()
    await me.getByRole('dialog').getByRole('button', { name: 'Cancel interview' }).click()
    await me.getByText('Say why: the other side reads it.').waitFor()
    await me.getByLabel('Reason').fill('I accepted another offer')
    await me.getByRole('dialog').getByRole('button', { name: 'Cancel interview' }).click()
    await me.getByRole('heading', { name: 'Interview cancelled' }).waitFor()
    const cancelled = await downloadIcs(me, 'Cancellation for your calendar (.ics)')
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancelled.event.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(String(cancelled.event.getFirstPropertyValue('uid'))).toBe(uid)
    expect(cancelled.event.getFirstPropertyValue('sequence')).toBe(1)

    await org.reload()
    await org.getByRole('button', { name: `Show Noor ${stamp}'s application` }).click()
    await org.getByText(`Noor ${stamp} cancelled: I accepted another offer`).waitFor()
    await org.getByRole('button', { name: 'Offer interview times' }).waitFor()
  })
})
