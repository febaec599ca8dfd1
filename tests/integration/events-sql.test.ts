import { describe, expect, it } from 'vitest'
import { adminClient, anonClient, memberWithProfile } from './helpers.ts'

type Member = Awaited<ReturnType<typeof memberWithProfile>>

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString()

async function hostEvent(m: Member, fields: Record<string, unknown> = {}) {
  const { data, error } = await m.client
    .from('events')
    .insert({
      organizer_id: m.id,
      title: 'Data careers fair',
      description: 'Meet ten employers hiring interns.',
      category: 'career_fair',
      starts_at: hours(48),
      ends_at: hours(50),
      timezone: 'Europe/Berlin',
      venue: 'Main hall',
      address: 'Campus Road 1',
      ...fields,
    })
    .select()
    .single()
  if (error) throw error
  return data
}

const rsvp = (m: Member, eventId: string, status: string) =>
  m.client.rpc('rsvp_event', { event_id: eventId, status }).single<{ status: string; ticket_code: string }>()

const notificationsOf = async (m: Member, type: string, eventId: string) =>
  (await m.client.from('notifications').select('type, data').eq('type', type).eq('entity_id', eventId)).data ?? []

describe('events', () => {
  it('keep counters, status and sequence in the database’s hands', async () => {
    const host = await memberWithProfile('host-guard', { profile_type: 'company' })
    const event = await hostEvent(host, { going_count: 50, status: 'cancelled', sequence: 9 })
    expect(event).toMatchObject({ going_count: 0, status: 'scheduled', sequence: 0 })
    const moved = await host.client
      .from('events')
      .update({ starts_at: hours(72), ends_at: hours(74), going_count: 3 })
      .eq('id', event.id)
      .select('sequence, going_count')
      .single()
    expect(moved.data).toEqual({ sequence: 1, going_count: 0 })
    const badZone = await host.client.from('events').update({ timezone: 'Mars/Olympus' }).eq('id', event.id)
    expect(badZone.error?.message).toMatch(/time zone/i)
    const backwards = await host.client
      .from('events')
      .update({ ends_at: hours(1) })
      .eq('id', event.id)
    expect(backwards.error?.code).toBe('23514')
  })

  it('can be changed only by their organiser; students host too', async () => {
    const [student, other] = await Promise.all([memberWithProfile('student-host'), memberWithProfile('other-host')])
    const event = await hostEvent(student, { category: 'meetup', title: 'Study group' })
    const edited = await other.client.from('events').update({ title: 'Hijacked' }).eq('id', event.id).select()
    expect(edited.data).toEqual([])
    const removed = await other.client.from('events').delete().eq('id', event.id).select()
    expect(removed.data).toEqual([])
    const forged = await other.client.from('events').insert({
      organizer_id: student.id,
      title: 'Forged',
      starts_at: hours(5),
      ends_at: hours(6),
      venue: 'x',
    })
    expect(forged.error?.code).toBe('42501')
    const cancelled = await other.client.rpc('cancel_event', { event_id: event.id, message: 'no' })
    expect(cancelled.error?.code).toBe('42501')
  })

  it('associates-only events, their attendees and their online link stay hidden from others', async () => {
    const [host, associate, stranger] = await Promise.all([
      memberWithProfile('assoc-host', { profile_type: 'professor' }),
      memberWithProfile('assoc-friend'),
      memberWithProfile('assoc-stranger'),
    ])
    const admin = adminClient()
    await admin.from('associates').insert({ user_id: host.id, associate_id: associate.id })
    const event = await hostEvent(host, {
      visibility: 'associates',
      is_online: true,
      venue: null,
      title: 'Lab open hour',
    })
    expect(
      (await host.client.from('event_links').insert({ event_id: event.id, url: 'https://meet.example/lab' })).error,
    ).toBeNull()

    expect((await stranger.client.from('events').select('id').eq('id', event.id)).data).toEqual([])
    expect((await rsvp(stranger, event.id, 'going')).error?.code).toBe('P0002')
    expect((await stranger.client.rpc('event_attendees', { event_id: event.id })).data).toEqual([])
    expect((await anonClient().from('events').select('id').eq('id', event.id)).data).toEqual([])

    expect((await associate.client.from('events').select('id').eq('id', event.id)).data).toHaveLength(1)
    expect((await associate.client.from('event_links').select('url').eq('event_id', event.id)).data).toEqual([])
    expect((await rsvp(associate, event.id, 'going')).data?.status).toBe('going')
    expect((await associate.client.from('event_links').select('url').eq('event_id', event.id)).data).toEqual([
      { url: 'https://meet.example/lab' },
    ])
    expect((await stranger.client.from('event_links').select('url').eq('event_id', event.id)).data).toEqual([])
    const attendees = await host.client.rpc('event_attendees', { event_id: event.id })
    expect(attendees.data?.map((a: { user_id: string }) => a.user_id)).toEqual([associate.id])
  })

  it('put "going" on the waitlist when full and move the first waiting member up when someone leaves', async () => {
    const [host, first, second, third] = await Promise.all([
      memberWithProfile('cap-host', { profile_type: 'employer' }),
      memberWithProfile('cap-first'),
      memberWithProfile('cap-second'),
      memberWithProfile('cap-third'),
    ])
    const event = await hostEvent(host, { capacity: 1 })
    expect((await rsvp(first, event.id, 'going')).data?.status).toBe('going')
    expect((await rsvp(second, event.id, 'going')).data?.status).toBe('waitlisted')
    expect((await rsvp(third, event.id, 'going')).data?.status).toBe('waitlisted')
    let counts = (
      await host.client.from('events').select('going_count, waitlist_count, seats_left').eq('id', event.id).single()
    ).data
    expect(counts).toEqual({ going_count: 1, waitlist_count: 2, seats_left: 0 })

    expect((await rsvp(first, event.id, 'declined')).data?.status).toBe('declined')
    const promoted = await second.client.from('event_rsvps').select('status').eq('event_id', event.id).single()
    expect(promoted.data?.status).toBe('going')
    expect(await notificationsOf(second, 'event_promoted', event.id)).toHaveLength(1)
    expect(await notificationsOf(third, 'event_promoted', event.id)).toHaveLength(0)
    counts = (
      await host.client.from('events').select('going_count, waitlist_count, seats_left').eq('id', event.id).single()
    ).data
    expect(counts).toEqual({ going_count: 1, waitlist_count: 1, seats_left: 0 })

    await host.client.from('events').update({ capacity: 2 }).eq('id', event.id)
    const seated = await third.client.from('event_rsvps').select('status').eq('event_id', event.id).single()
    expect(seated.data?.status).toBe('going')
    expect((await rsvp(host, event.id, 'going')).error?.message).toBe('You are hosting this event')
  })

  it('refuse answers after the RSVP deadline and to cancelled events, and tell everyone of a cancellation', async () => {
    const [host, early, late] = await Promise.all([
      memberWithProfile('dl-host', { profile_type: 'university' }),
      memberWithProfile('dl-early'),
      memberWithProfile('dl-late'),
    ])
    const closed = await hostEvent(host, { rsvp_deadline: new Date(Date.now() - 60_000).toISOString() })
    const refused = await rsvp(late, closed.id, 'going')
    expect(refused.error?.message).toMatch(/^RSVPs for this event closed on /)
    expect((await rsvp(late, closed.id, 'declined')).error).toBeNull()

    const event = await hostEvent(host, { title: 'Alumni evening' })
    await rsvp(early, event.id, 'interested')
    const cancelled = await host.client
      .rpc('cancel_event', { event_id: event.id, message: 'The hall flooded.' })
      .single()
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancel_message: 'The hall flooded.', sequence: 1 })
    const notes = await notificationsOf(early, 'event_cancelled', event.id)
    expect(notes).toEqual([
      { type: 'event_cancelled', data: expect.objectContaining({ message: 'The hall flooded.' }) },
    ])
    expect((await rsvp(late, event.id, 'going')).error?.message).toBe('This event was cancelled')
    const edit = await host.client.from('events').update({ title: 'Back on' }).eq('id', event.id)
    expect(edit.error?.message).toBe('A cancelled event cannot be changed')
  })

  it('check in a ticket code only at the organiser’s own event, once', async () => {
    const [host, otherHost, guest] = await Promise.all([
      memberWithProfile('door-host', { profile_type: 'company' }),
      memberWithProfile('door-other', { profile_type: 'company' }),
      memberWithProfile('door-guest', { name: 'Door Guest' }),
    ])
    const event = await hostEvent(host)
    const mine = await hostEvent(otherHost)
    const ticket = (await rsvp(guest, event.id, 'going')).data!
    expect(ticket.ticket_code).toMatch(/^[0-9A-F]{10}$/)

    // Nobody else reads the code; the organiser does.
    expect((await otherHost.client.from('event_rsvps').select('ticket_code').eq('event_id', event.id)).data).toEqual([])
    expect((await host.client.from('event_rsvps').select('ticket_code').eq('event_id', event.id)).data).toEqual([
      { ticket_code: ticket.ticket_code },
    ])
    expect(
      (
        await guest.client
          .from('event_rsvps')
          .update({ checked_in_at: new Date().toISOString() })
          .eq('event_id', event.id)
          .select()
      ).data,
    ).toEqual([])
    // Nobody answers for someone else: no RSVP row is written but through rsvp_event, as oneself.
    const forged = await otherHost.client
      .from('event_rsvps')
      .insert({ event_id: mine.id, user_id: guest.id, status: 'going' })
    expect(forged.error?.code).toBe('42501')

    const stolen = await otherHost.client.rpc('check_in_attendee', { event_id: event.id, code: ticket.ticket_code })
    expect(stolen.error?.code).toBe('42501')
    const wrongEvent = await otherHost.client.rpc('check_in_attendee', { event_id: mine.id, code: ticket.ticket_code })
    expect(wrongEvent.error?.message).toBe('No ticket with this code for this event')

    const first = await host.client
      .rpc('check_in_attendee', { event_id: event.id, code: ` ${ticket.ticket_code.toLowerCase()} ` })
      .single()
    expect(first.data).toMatchObject({ user_id: guest.id, name: 'Door Guest', already_checked_in: false })
    const again = await host.client.rpc('check_in_attendee', { event_id: event.id, code: ticket.ticket_code }).single()
    expect(again.data).toMatchObject({ already_checked_in: true })
    expect((await host.client.from('events').select('checked_in_count').eq('id', event.id).single()).data).toEqual({
      checked_in_count: 1,
    })
  })

  it('remind members going 24 hours and 1 hour before, each once, by the scheduler’s clock', async () => {
    const [host, going, interested] = await Promise.all([
      memberWithProfile('rem-host', { profile_type: 'company' }),
      memberWithProfile('rem-going'),
      memberWithProfile('rem-interested'),
    ])
    const startsAt = new Date(Date.now() + 30 * 3_600_000)
    const event = await hostEvent(host, { starts_at: startsAt.toISOString(), ends_at: hours(32) })
    await rsvp(going, event.id, 'going')
    await rsvp(interested, event.id, 'interested')
    const at = (msBefore: number) => new Date(startsAt.getTime() - msBefore).toISOString()
    const admin = adminClient()
    expect((await going.client.rpc('send_event_reminders', { as_of: at(3_600_000) })).error?.code).toBe('42501')

    await admin.rpc('send_event_reminders', { as_of: at(23 * 3_600_000) })
    await admin.rpc('send_event_reminders', { as_of: at(22 * 3_600_000) })
    let notes = await notificationsOf(going, 'event_reminder', event.id)
    expect(notes.map((n) => (n.data as { window: string }).window)).toEqual(['day'])

    await admin.rpc('send_event_reminders', { as_of: at(30 * 60_000) })
    await admin.rpc('send_event_reminders', { as_of: at(10 * 60_000) })
    notes = await notificationsOf(going, 'event_reminder', event.id)
    expect(notes.map((n) => (n.data as { window: string }).window).sort()).toEqual(['day', 'hour'])
    expect(await notificationsOf(interested, 'event_reminder', event.id)).toHaveLength(0)
  })

  it('serve a calendar feed only for its token, only going events, and stop when the token is replaced', async () => {
    const [host, member, other] = await Promise.all([
      memberWithProfile('feed-host', { profile_type: 'company' }),
      memberWithProfile('feed-member'),
      memberWithProfile('feed-other'),
    ])
    const going = await hostEvent(host, { title: 'Going to this one' })
    const maybe = await hostEvent(host, { title: 'Only interested' })
    await rsvp(member, going.id, 'going')
    await rsvp(member, maybe.id, 'interested')
    await rsvp(other, maybe.id, 'going')
    const token = (await member.client.rpc('rotate_calendar_token')).data as string
    expect(token).toHaveLength(64)
    const feed = await anonClient().rpc('calendar_feed', { feed_token: token })
    expect(feed.data?.map((e: { title: string }) => e.title)).toEqual(['Going to this one'])
    expect((await other.client.from('calendar_tokens').select('token')).data).toEqual([])
    expect((await anonClient().rpc('calendar_feed', { feed_token: 'x'.repeat(64) })).data).toEqual([])

    const replaced = (await member.client.rpc('rotate_calendar_token')).data as string
    expect(replaced).not.toBe(token)
    expect((await anonClient().rpc('calendar_feed', { feed_token: token })).data).toEqual([])
    await member.client.from('calendar_tokens').delete().eq('user_id', member.id)
    expect((await anonClient().rpc('calendar_feed', { feed_token: replaced })).data).toEqual([])
  })
})
