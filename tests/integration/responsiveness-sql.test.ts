import { beforeAll, describe, expect, it } from 'vitest'
import { adminClient, anonClient, memberWithProfile, openOpportunity, type Member } from './helpers.ts'

/**
 * Responsiveness: the median business time to a first answer and the share answered within 10 business days,
 * from application history, public once at least 10 applications count. The history is dated five weeks ago
 * (a Monday, the poster in UTC), so every window of 10 business days has ended.
 */
const admin = adminClient()
const HOUR = 3_600_000

/** Monday 00:00 UTC, five to six weeks before now. */
const start = (() => {
  const d = new Date(Date.now() - 35 * 24 * HOUR)
  d.setUTCHours(0, 0, 0, 0)
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7))
  return d
})()

/** The instant `hours` business hours (Monday–Friday, UTC) after the start. */
function afterBusinessHours(hours: number) {
  const days = Math.floor(hours / 24)
  const weeks = Math.floor(days / 5)
  const calendarHours = weeks * 7 * 24 + (days % 5) * 24 + (hours % 24)
  return new Date(start.getTime() + calendarHours * HOUR).toISOString()
}

async function apply(m: Member, opportunityId: string) {
  const { data, error } = await m.client
    .from('applications')
    .insert({ opportunity_id: opportunityId, applicant_id: m.id, full_name: 'Applicant', email: m.email })
    .select('id')
    .single()
  if (error) throw error
  const dated = await admin
    .from('application_events')
    .update({ created_at: start.toISOString() })
    .eq('application_id', data.id)
  if (dated.error) throw dated.error
  return data.id as string
}

async function move(by: Member, applicationId: string, status: string, afterHours: number) {
  const moved = await by.client.rpc('change_application_status', { application_id: applicationId, new_status: status })
  if (moved.error) throw moved.error
  const dated = await admin
    .from('application_events')
    .update({ created_at: afterBusinessHours(afterHours) })
    .eq('application_id', applicationId)
    .eq('to_status', status)
  if (dated.error) throw dated.error
}

async function refresh(asOf: string) {
  const { error } = await admin.rpc('refresh_responsiveness', { as_of: asOf })
  if (error) throw error
}

const figuresOf = async (posterId: string) =>
  (await anonClient().from('responsiveness').select('*').eq('poster_id', posterId)).data

describe('responsiveness figures', () => {
  const stamp = Math.random().toString(36).slice(2, 8)
  let org: Member
  let organisationId: string
  let applicants: Member[]

  beforeAll(async () => {
    org = await memberWithProfile(`resp-org-${stamp}`, {
      profile_type: 'company',
      name: `Prompt Reply Labs ${stamp}`,
    })
    const { data } = await org.client
      .from('organisations')
      .select('id')
      .eq('name', `Prompt Reply Labs ${stamp}`)
      .single()
    organisationId = data!.id
    const opportunity = await openOpportunity(org, { title: 'Analytics intern', organization: 'Prompt Reply Labs' })
    applicants = await Promise.all(
      Array.from({ length: 13 }, (_, i) => memberWithProfile(`resp-applicant-${i}-${stamp}`)),
    )
    const apps = await Promise.all(applicants.map((a) => apply(a, opportunity)))
    // Nine answered (the last after 12.5 business days), three never, one withdrawn before any answer.
    const answers: Array<[number, string, number]> = [
      [0, 'under_review', 4],
      [1, 'rejected', 8],
      [2, 'shortlisted', 20],
      [3, 'under_review', 30],
      [4, 'rejected', 40],
      [5, 'interview', 50],
      [6, 'under_review', 70],
      [7, 'rejected', 100],
      [8, 'under_review', 300],
    ]
    for (const [i, status, hours] of answers) await move(org, apps[i], status, hours)
    await move(applicants[12], apps[12], 'withdrawn', 10)
    await refresh(new Date().toISOString())
  })

  it('are the median business time to a first answer and the share answered within 10 business days', async () => {
    // Twelve count (the withdrawn one does not): 8 answered within 240 business hours; the median is the
    // sixth time of [4, 8, 20, 30, 40, 50, 70, 100, 300, ∞, ∞, ∞].
    expect(await figuresOf(org.id)).toEqual([
      expect.objectContaining({
        poster_id: org.id,
        organisation_id: organisationId,
        applications: 12,
        answered_within: 8,
        median_response_hours: 50,
      }),
    ])
    const byOrganisation = await anonClient()
      .from('responsiveness')
      .select('applications, answered_within, median_response_hours')
      .eq('organisation_id', organisationId)
    expect(byOrganisation.data).toEqual([{ applications: 12, answered_within: 8, median_response_hours: 50 }])
  })

  it('are shown only once 10 applications count', async () => {
    // On the start's Tuesday only the answers of the first day count (4, 8 and 20 hours): no figures.
    await refresh(afterBusinessHours(24))
    expect(await figuresOf(org.id)).toEqual([])
    await refresh(new Date().toISOString())
    expect(await figuresOf(org.id)).toHaveLength(1)
  })

  it('of a poster without an organisation are their own, under the same threshold', async () => {
    const solo = await memberWithProfile(`resp-solo-${stamp}`, { profile_type: 'influencer' })
    const opportunity = await openOpportunity(solo, { title: 'Podcast guest', organization: 'Solo Studio' })
    const few = await Promise.all([0, 1, 2].map((i) => memberWithProfile(`resp-few-${i}-${stamp}`)))
    for (const m of few) await apply(m, opportunity)
    await refresh(new Date().toISOString())
    expect(await figuresOf(solo.id)).toEqual([])
  })

  it('hold no applicant’s data and are written only by the job', async () => {
    const [row] = (await figuresOf(org.id))!
    expect(Object.keys(row).sort()).toEqual([
      'answered_within',
      'applications',
      'median_response_hours',
      'organisation_id',
      'poster_id',
      'refreshed_at',
    ])
    const member = applicants[0]
    const forged = await member.client
      .from('responsiveness')
      .insert({ poster_id: member.id, applications: 50, answered_within: 50, refreshed_at: new Date().toISOString() })
    expect(forged.error?.code).toBe('42501')
    const edited = await org.client
      .from('responsiveness')
      .update({ answered_within: 12 })
      .eq('poster_id', org.id)
      .select()
    expect(edited.error?.code).toBe('42501')
    const removed = await org.client.from('responsiveness').delete().eq('poster_id', org.id).select()
    expect(removed.error?.code).toBe('42501')
    for (const client of [member.client, anonClient()]) {
      const refreshed = await client.rpc('refresh_responsiveness', {})
      expect(refreshed.error?.code).toBe('42501')
    }
    expect((await figuresOf(org.id))![0].answered_within).toBe(8)
  })

  it('never expose per-application facts or another applicant’s history', async () => {
    const facts = await anonClient().schema('private').from('application_responses').select('*')
    expect(facts.data).toBeNull()
    expect(facts.error).not.toBeNull()
    const asMember = await applicants[0].client.schema('private').from('application_responses').select('*')
    expect(asMember.data).toBeNull()
    // An applicant sees their own history only; the poster sees every applicant's.
    const seen = await applicants[0].client.from('application_events').select('application_id')
    expect(new Set(seen.data!.map((e) => e.application_id)).size).toBe(1)
    const guest = await anonClient().from('application_events').select('id').limit(1)
    expect(guest.data ?? []).toEqual([])
  })
})
