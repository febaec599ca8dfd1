import ICAL from 'ical.js'
import { readFile } from 'node:fs/promises'
import { describe, expect, it, inject, vi } from 'vitest'
import { memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { HomeFeed } from './page-objects.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

const browser = useBrowser()
const signedInPage = (email: string, width?: number) => browser.signedInPage(email, { width, acceptDownloads: true })

const inDays = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00`
}

describe('events journey', () => {
  it('employer hosts a one-seat event → first student goes, second waits → first leaves → second is moved up live, gets the invite and a ticket → checked in at the door', async () => {
    const stamp = Date.now().toString(36)
    const title = `Rover demo night ${stamp}`
    const [employer, first, second] = await Promise.all([
      memberWithProfile(`evh${stamp}`, { profile_type: 'employer' }),
      memberWithProfile(`ev1${stamp}`),
      memberWithProfile(`ev2${stamp}`, { name: `Second ${stamp}` }),
    ])

    // The employer hosts an in-person event with one seat, in an explicitly chosen zone.
    const host = await signedInPage(employer.email)
    await host.goto(`${base()}/upcoming-events?create=event`)
    await host.getByLabel('Title').fill(title)
    await host.getByLabel('Category').selectOption('meetup')
    await host.getByLabel('Time zone').selectOption('Europe/Berlin')
    await host.getByLabel('Starts').fill(inDays(3, 18))
    await host.getByLabel('Ends').fill(inDays(3, 17))
    await host.getByLabel('Venue').fill('Orbital Works garage')
    await host.getByLabel('Capacity (optional)').fill('1')
    await host.getByRole('button', { name: 'Publish event' }).click()
    await host.getByText('The end must be after the start.').waitFor()
    await host.getByLabel('Ends').fill(inDays(3, 20))
    await host.getByRole('button', { name: 'Publish event' }).click()
    await host.waitForURL(/\/upcoming-events\?event=/)
    await host.getByRole('heading', { name: title }).waitFor()
    const eventUrl = host.url()

    // The first student finds it in Discover and is going.
    const one = await signedInPage(first.email)
    await one.goto(`${base()}/upcoming-events?tab=discover`)
    await one.getByLabel('Search events').fill(stamp)
    await one.getByRole('link', { name: title }).click()
    await one.getByRole('button', { name: 'Going' }).click()
    await one.getByRole('button', { name: 'Your ticket' }).waitFor()

    // The second finds it full and joins the waitlist.
    const two = await signedInPage(second.email, 390)
    await two.goto(eventUrl)
    await two.getByText('Full · join the waitlist').waitFor()
    await two.getByRole('button', { name: 'Join waitlist' }).click()
    await two.getByRole('button', { name: 'On the waitlist' }).waitFor()

    // The first can't go after all: the second is moved up and told at once, without reloading.
    await one.getByRole('button', { name: 'Can’t go' }).click()
    // The seat went to the member who was waiting: going again would mean the waitlist.
    await one.getByRole('button', { name: 'Join waitlist' }).waitFor()
    await expect
      .poll(() => new HomeFeed(two).notificationBell().getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('Notifications, 1 unread')
    await two.getByRole('button', { name: 'Your ticket' }).waitFor()

    // The invite goes into any calendar: the .ics parses back with the event's time.
    const [download] = await Promise.all([
      two.waitForEvent('download'),
      two.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
    ])
    const ics = await readFile((await download.path())!, 'utf8')
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('summary')).toBe(title)
    const startsUtc = (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate()
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hour12: false }).format(startsUtc),
    ).toBe('18')

    // The ticket: a QR code and the code in text.
    await two.getByRole('button', { name: 'Your ticket' }).click()
    const ticket = two.getByRole('dialog', { name: 'Your ticket' })
    await ticket.getByRole('img', { name: /^QR code of ticket/ }).waitFor()
    const code = (await ticket.getByRole('img', { name: /^QR code of ticket/ }).getAttribute('aria-label'))!
      .split(' ')
      .pop()!

    // At the door the employer types the code and sees who it is; the count follows.
    await host.reload()
    await host.getByRole('link', { name: 'Check-in and attendees' }).click()
    await host.getByText('0 of 1 checked in').waitFor()
    await host.getByLabel('Ticket code').fill(code.toLowerCase())
    await host.getByRole('button', { name: 'Check in', exact: true }).click()
    await host.getByText('Checked in — welcome!').waitFor()
    await host.getByText(`Second ${stamp}`).first().waitFor()
    await host.getByText('1 of 1 checked in').waitFor()
  })

  it('a community owner hosts a members-only event from the Events tab → a member is told and finds it there → an outsider cannot open it', async () => {
    const stamp = Date.now().toString(36)
    const title = `Members' hack night ${stamp}`
    const [owner, member, outsider] = await Promise.all([
      memberWithProfile(`ceo${stamp}`),
      memberWithProfile(`cem${stamp}`),
      memberWithProfile(`cex${stamp}`),
    ])
    const slug = `hack-${stamp}`
    const { data: community, error } = await owner.client
      .from('communities')
      .insert({ name: `Hack Club ${stamp}`, slug, created_by: owner.id })
      .select('id')
      .single()
    if (error) throw error
    await member.client.rpc('join_community', { community: community.id })

    const host = await signedInPage(owner.email)
    await host.goto(`${base()}/community/${slug}?tab=events`)
    await host.getByText('No upcoming events').waitFor()
    await host.getByRole('link', { name: 'Host an event' }).click()
    await host.getByLabel('Title').fill(title)
    await host.getByLabel('Who can see it').selectOption({ label: `Members of Hack Club ${stamp}` })
    await host.getByLabel('Time zone').selectOption('Europe/Berlin')
    await host.getByLabel('Starts').fill(inDays(4, 18))
    await host.getByLabel('Ends').fill(inDays(4, 21))
    await host.getByLabel('Venue').fill('Makerspace')
    await host.getByRole('button', { name: 'Publish event' }).click()
    await host.waitForURL(/\/upcoming-events\?event=/)
    await host.getByRole('link', { name: `Members of Hack Club ${stamp} only` }).waitFor()
    const eventUrl = host.url()

    const joined = await signedInPage(member.email, 390)
    await expect
      .poll(() => new HomeFeed(joined).notificationBell().getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('Notifications, 1 unread')
    await joined.goto(`${base()}/community/${slug}?tab=events`)
    await joined.getByRole('link', { name: title }).click()
    await joined.getByRole('button', { name: 'Going' }).click()
    await joined.getByRole('button', { name: 'Your ticket' }).waitFor()

    const stranger = await signedInPage(outsider.email)
    await stranger.goto(eventUrl)
    await stranger.getByRole('heading', { name: 'Event not found' }).waitFor()
  })
})
