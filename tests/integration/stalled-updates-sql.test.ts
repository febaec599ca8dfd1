import { describe, expect, it } from 'vitest'
import { adminClient, anonClient, memberWithProfile, openOpportunity, type Member } from './helpers.ts'

/**
 * An application that has not moved for 3 business days (Monday–Friday in the poster's zone) sends its applicant
 * an honest update. The job runs on a clock of its own (`as_of`); these tests date their applications in March
 * 2025 and run the job then, so nothing else in the database is stalled at that clock.
 */
const admin = adminClient()

const stamp = () => Math.random().toString(36).slice(2, 8)

async function poster(zone: string) {
  const org = await memberWithProfile(`stall-org-${stamp()}`, { profile_type: 'company', timezone: zone })
  const opportunity = await openOpportunity(org, { title: 'Data engineering intern', organization: 'Stall Labs' })
  return { org, opportunity }
}

async function apply(m: Member, opportunityId: string) {
  const { data, error } = await m.client
    .from('applications')
    .insert({ opportunity_id: opportunityId, applicant_id: m.id, full_name: 'Applicant', email: m.email })
    .select('id')
    .single()
  if (error) throw error
  return data.id as string
}

/** Dates an application's submission (and the application) at `at`, as if it had been sent then. */
async function sentAt(applicationId: string, at: string) {
  const events = await admin
    .from('application_events')
    .update({ created_at: at })
    .eq('application_id', applicationId)
    .is('from_status', null)
  if (events.error) throw events.error
  const app = await admin.from('applications').update({ created_at: at }).eq('id', applicationId)
  if (app.error) throw app.error
}

/** The poster moves an application; the move is dated `at`. */
async function moveAt(org: Member, applicationId: string, status: string, at: string) {
  const moved = await org.client.rpc('change_application_status', { application_id: applicationId, new_status: status })
  if (moved.error) throw moved.error
  const dated = await admin
    .from('application_events')
    .update({ created_at: at })
    .eq('application_id', applicationId)
    .eq('to_status', status)
  if (dated.error) throw dated.error
}

async function runJob(asOf: string) {
  const { data, error } = await admin.rpc('send_stalled_application_updates', { as_of: asOf })
  if (error) throw error
  return data as number
}

async function updates(m: Member) {
  const { data, error } = await m.client
    .from('notifications')
    .select('type, entity_id, actor_id, data')
    .eq('type', 'application_still_in_review')
    .order('created_at')
  if (error) throw error
  return data
}

describe('stalled-application updates', () => {
  it('count business days in the poster’s zone: a Friday afternoon in Los Angeles is due on Wednesday afternoon there', async () => {
    const { opportunity } = await poster('America/Los_Angeles')
    const student = await memberWithProfile(`stall-la-${stamp()}`)
    const app = await apply(student, opportunity)
    // Friday 7 March 2025, 16:00 in Los Angeles (PST) — already Saturday in UTC. Clocks go forward on the Sunday.
    await sentAt(app, '2025-03-08T00:00:00Z')
    // Monday and Tuesday are business days 1 and 2; the weekend does not count.
    await runJob('2025-03-11T23:00:00Z')
    expect(await updates(student)).toEqual([])
    // Wednesday 15:59 in Los Angeles (PDT, UTC−7): one minute short.
    await runJob('2025-03-12T22:59:00Z')
    expect(await updates(student)).toEqual([])
    // Wednesday 16:00 in Los Angeles. (In UTC it would be Thursday 00:00: the zone decides.)
    expect(await runJob('2025-03-12T23:00:00Z')).toBeGreaterThanOrEqual(1)
    expect(await updates(student)).toEqual([
      {
        type: 'application_still_in_review',
        entity_id: opportunity,
        actor_id: null,
        data: { application_id: app, status: 'submitted', ahead: 0 },
      },
    ])
  })

  it('is sent once per stall, and again 3 business days later while nothing moves', async () => {
    const { opportunity } = await poster('UTC')
    const student = await memberWithProfile(`stall-once-${stamp()}`)
    const app = await apply(student, opportunity)
    await sentAt(app, '2025-03-17T10:00:00Z') // Monday
    await runJob('2025-03-20T10:00:00Z') // Thursday: 3 business days
    await runJob('2025-03-20T10:00:00Z')
    await runJob('2025-03-21T12:00:00Z')
    // An earlier clock does not send it again either.
    await runJob('2025-03-20T11:00:00Z')
    expect(await updates(student)).toHaveLength(1)
    // The next one is 3 business days after the update: Tuesday 10:00, not Monday.
    await runJob('2025-03-24T23:00:00Z')
    expect(await updates(student)).toHaveLength(1)
    await runJob('2025-03-25T10:00:00Z')
    expect(await updates(student)).toHaveLength(2)
  })

  it('waits 3 business days after the latest move, and says at which stage', async () => {
    const { org, opportunity } = await poster('UTC')
    const student = await memberWithProfile(`stall-moved-${stamp()}`)
    const app = await apply(student, opportunity)
    await sentAt(app, '2025-04-07T09:00:00Z') // Monday
    await moveAt(org, app, 'shortlisted', '2025-04-09T09:00:00Z') // Wednesday
    await runJob('2025-04-11T09:00:00Z') // Friday: 4 business days after sending, 2 after the move
    expect(await updates(student)).toEqual([])
    await runJob('2025-04-14T09:00:00Z') // Monday: 3 business days after the move
    expect((await updates(student)).map((u) => u.data)).toEqual([
      { application_id: app, status: 'shortlisted', ahead: 0 },
    ])
  })

  it('counts as ahead the open applications at the same stage that were sent earlier', async () => {
    const { org, opportunity } = await poster('UTC')
    const [ana, ben, cleo, dev, eli] = await Promise.all(
      ['ana', 'ben', 'cleo', 'dev', 'eli'].map((n) => memberWithProfile(`stall-${n}-${stamp()}`)),
    )
    const apps: Record<string, string> = {}
    // Sent in this order on Monday 5 May 2025; Ben's is moved to review, Dev withdraws.
    for (const [i, m] of [ana, ben, cleo, dev, eli].entries()) {
      apps[m.id] = await apply(m, opportunity)
      await sentAt(apps[m.id], `2025-05-05T0${i + 1}:00:00Z`)
    }
    await moveAt(org, apps[ben.id], 'under_review', '2025-05-05T12:00:00Z')
    const withdrawn = await dev.client.rpc('change_application_status', {
      application_id: apps[dev.id],
      new_status: 'withdrawn',
    })
    expect(withdrawn.error).toBeNull()
    await admin
      .from('application_events')
      .update({ created_at: '2025-05-05T13:00:00Z' })
      .eq('application_id', apps[dev.id])
      .eq('to_status', 'withdrawn')

    await runJob('2025-05-09T12:00:00Z')
    const ahead = async (m: Member) => (await updates(m)).map((u) => (u.data as { ahead: number }).ahead)
    // Ana was first; Cleo has Ana ahead (Ben is at another stage); Eli has Ana and Cleo (Dev withdrew).
    expect(await ahead(ana)).toEqual([0])
    expect(await ahead(ben)).toEqual([0])
    expect(await ahead(cleo)).toEqual([1])
    expect(await ahead(eli)).toEqual([2])
    expect(await updates(dev)).toEqual([])
  })

  it('is not sent for a closed opportunity', async () => {
    const { org, opportunity } = await poster('UTC')
    const student = await memberWithProfile(`stall-closed-${stamp()}`)
    const app = await apply(student, opportunity)
    await sentAt(app, '2025-06-02T09:00:00Z')
    const closed = await org.client.from('opportunities').update({ status: 'closed' }).eq('id', opportunity)
    expect(closed.error).toBeNull()
    await runJob('2025-06-20T09:00:00Z')
    expect(await updates(student)).toEqual([])
  })

  it('runs only as the service role', async () => {
    const member = await memberWithProfile(`stall-caller-${stamp()}`)
    const asMember = await member.client.rpc('send_stalled_application_updates', { as_of: '2025-01-01T00:00:00Z' })
    expect(asMember.error?.code).toBe('42501')
    const asGuest = await anonClient().rpc('send_stalled_application_updates', { as_of: '2025-01-01T00:00:00Z' })
    expect(asGuest.error?.code).toBe('42501')
  })
})
