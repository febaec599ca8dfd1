import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import type { Page } from 'playwright-core'
import { memberWithProfile, openOpportunity, type Member } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

vi.setConfig({ testTimeout: 120_000 })

const browser = useBrowser()

/** A new student, a classmate who shares a skill, a company hiring for it, and an event next week. */
async function network(label: string) {
  const stamp = randomUUID().slice(0, 6)
  const skill = `Homeskill${stamp}`
  const [student, , company] = await Promise.all([
    memberWithProfile(`${label}${stamp}`, { skills: [skill] }),
    memberWithProfile(`${label}mate${stamp}`, { skills: [skill] }),
    memberWithProfile(`${label}co${stamp}`, { profile_type: 'company', name: `Home Co ${stamp}` }),
  ])
  const title = `Home intern ${stamp}`
  await openOpportunity(company, { title, skills: [skill] })
  const eventTitle = `Home meetup ${stamp}`
  const starts = Date.now() + 2 * 86_400_000
  const { error } = await company.client.from('events').insert({
    organizer_id: company.id,
    title: eventTitle,
    description: 'Meet the team.',
    category: 'meetup',
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + 2 * 3_600_000).toISOString(),
    is_online: true,
  })
  if (error) throw error
  const rsvp = await student.client.rpc('rsvp_event', { event_id: await eventId(company, eventTitle), status: 'going' })
  if (rsvp.error) throw rsvp.error
  return { student, classmateName: `${label}mate${stamp} person`, skill, title, eventTitle }
}

async function eventId(m: Member, title: string) {
  const { data, error } = await m.client.from('events').select('id').eq('title', title).single()
  if (error) throw error
  return data.id as string
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

describe('home at every width', () => {
  it('at 1440 px: the profile card and checklist on the left, people, opportunities and events on the right', async () => {
    const n = await network('wide')
    const page = await browser.signedInPage(n.student.email, { width: 1440 })
    const card = region(page, 'Your profile')
    await card.getByText(`${n.student.profile.name}`).waitFor()
    await expect.poll(() => card.getByText(/profile views? this week/).count()).toBe(1)
    await card.getByRole('link', { name: 'Improve your profile' }).waitFor()

    const checklist = region(page, 'Your first week')
    await checklist.getByRole('link', { name: 'Add a profile photo' }).waitFor()
    await checklist.getByText('0 of 6 done').waitFor()

    const people = region(page, 'People you may know')
    await people.getByText(n.classmateName).waitFor()
    await people.getByText(`Also skilled in ${n.skill}`).waitFor()

    const opportunities = region(page, 'Recommended opportunities')
    await opportunities.getByRole('link', { name: new RegExp(n.title) }).waitFor()
    await opportunities.getByText(`Matches ${n.skill}`).waitFor()

    const events = region(page, 'Upcoming events')
    await events.getByText(n.eventTitle).waitFor()
    await events.getByText(/Going/).first().waitFor()

    // The three blocks sit beside the feed, not under it.
    const feed = await page.getByRole('tablist', { name: 'Feed' }).boundingBox()
    for (const block of [people, opportunities, events]) {
      expect((await block.boundingBox())!.x).toBeGreaterThan(feed!.x + feed!.width)
    }
    expect((await card.boundingBox())!.x + (await card.boundingBox())!.width).toBeLessThan(feed!.x)

    // Dismissing a suggestion takes it away, and it stays away after a reload.
    await people.getByRole('button', { name: `Dismiss ${n.classmateName}` }).click()
    await expect.poll(() => people.getByText(n.classmateName).count()).toBe(0)
    await page.reload()
    await region(page, 'Recommended opportunities').getByText(n.title).waitFor()
    expect(await page.getByText(n.classmateName).count()).toBe(0)
    await page.context().close()
  })

  it('at 390 px: the checklist is one step until opened, and each block opens from the For you row', async () => {
    const n = await network('phone')
    const page = await browser.signedInPage(n.student.email, { width: 390 })
    const checklist = region(page, 'Your first week')
    await checklist.getByRole('link', { name: 'Add a profile photo' }).waitFor()
    expect(await checklist.getByRole('link', { name: 'Share your first post' }).count()).toBe(0)
    await checklist.getByRole('button', { name: 'Show all 6 steps' }).click()
    await checklist.getByRole('link', { name: 'Share your first post' }).waitFor()

    const forYou = page.getByRole('region', { name: 'For you' })
    await forYou.getByRole('button', { name: /People you may know/ }).click()
    const sheet = page.getByRole('dialog', { name: 'People you may know' })
    await sheet.getByText(n.classmateName).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => sheet.count()).toBe(0)

    await forYou.getByRole('button', { name: /Opportunities for you/ }).click()
    const jobs = page.getByRole('dialog', { name: 'Recommended opportunities' })
    await jobs.getByText(`Matches ${n.skill}`).waitFor()
    await page.keyboard.press('Escape')

    await forYou.getByRole('button', { name: /Upcoming events/ }).click()
    await page.getByRole('dialog', { name: 'Upcoming events' }).getByText(n.eventTitle).waitFor()
    await page.keyboard.press('Escape')

    // The feed starts within the first screen.
    const feed = await page.getByRole('tablist', { name: 'Feed' }).boundingBox()
    expect(feed!.y).toBeLessThan(900)

    // Put away, the checklist stays away.
    await checklist.getByRole('button', { name: 'Hide the checklist' }).click()
    await expect.poll(() => checklist.count()).toBe(0)
    await page.reload()
    await forYou.waitFor()
    expect(await region(page, 'Your first week').count()).toBe(0)
    await page.context().close()
  })
})
