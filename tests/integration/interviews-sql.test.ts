import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminClient, anonClient, memberWithProfile, openOpportunity, type Member } from './helpers.ts'

const HOUR = 3_600_000
/** A time `hours` from now, on the hour, as the API takes it. */
const inHours = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString()

async function apply(m: Member, opportunityId: string) {
  const { data, error } = await m.client
    .from('applications')
    .insert({ opportunity_id: opportunityId, applicant_id: m.id, full_name: m.profile.name, email: m.email })
    .select('id')
    .single()
  if (error) throw error
  return data.id as string
}

const offer = (m: Member, applicationId: string, fields: Record<string, unknown> = {}) =>
  m.client.rpc('offer_interview', {
    application_id: applicationId,
    slot_starts: [inHours(48), inHours(50)],
    duration_minutes: 45,
    interviewer_ids: [m.id],
    mode: 'online',
    location: 'https://meet.example/room',
    message: 'A first conversation.',
    ...fields,
  })

const slotsOf = async (m: Member, interviewId: string) => {
  const { data, error } = await m.client.rpc('interview_slot_availability', { interview_id: interviewId })
  if (error) throw error
  return data as Array<{ slot_id: string; starts_at: string; available: boolean; unavailable_reason: string | null }>
}

const notificationsOf = async (m: Member, type: string) =>
  (
    await m.client
      .from('notifications')
      .select('type, data, actor_id')
      .eq('recipient_id', m.id)
      .eq('type', type)
      .order('created_at')
  ).data ?? []

const statusOf = async (m: Member, applicationId: string) =>
  (await m.client.from('applications').select('status').eq('id', applicationId).single()).data?.status

describe('interview scheduling', () => {
  let poster: Member
  let coAdmin: Member
  let otherCompany: Member
  let ana: Member
  let ben: Member
  let carl: Member
  let opportunity: string
  let anaApp: string
  let benApp: string

  beforeAll(async () => {
    const orgName = `Interview Works ${randomUUID().slice(0, 8)}`
    ;[poster, otherCompany, ana, ben, carl] = await Promise.all([
      memberWithProfile('iv-poster', { profile_type: 'company', name: orgName }),
      memberWithProfile('iv-other-company', { profile_type: 'company', name: `Elsewhere ${randomUUID().slice(0, 8)}` }),
      memberWithProfile('iv-ana'),
      memberWithProfile('iv-ben'),
      memberWithProfile('iv-carl'),
    ])
    coAdmin = await memberWithProfile('iv-co-admin', { profile_type: 'employer', organization_name: orgName })
    const org = (await adminClient().from('organisations').select('id').eq('name', orgName).single()).data!
    await adminClient()
      .from('organisation_members')
      .update({ role: 'admin' })
      .eq('organisation_id', org.id)
      .eq('member_id', coAdmin.id)
    opportunity = await openOpportunity(poster, { title: 'Data intern', organization: orgName })
    ;[anaApp, benApp] = await Promise.all([apply(ana, opportunity), apply(ben, opportunity)])
  })

  it('is offered by a reviewer only, moves the application to interview and tells the applicant', async () => {
    // Neither another company, nor another student, nor the applicant offers interviews.
    for (const m of [otherCompany, carl, ana]) {
      const refused = await offer(m, anaApp)
      expect(refused.error?.message).toBe('Application not found')
    }
    const bad = await offer(poster, anaApp, { interviewer_ids: [otherCompany.id] })
    expect(bad.error?.message).toBe('Interviewers must be members who manage this opportunity')
    const noLink = await offer(poster, anaApp, { location: 'our office' })
    expect(noLink.error?.message).toBe('The interview link must start with https://')
    const past = await offer(poster, anaApp, { slot_starts: [new Date(Date.now() - HOUR).toISOString()] })
    expect(past.error?.message).toBe('Every time offered must be in the future')

    // The poster offers with the organisation's other admin as a second interviewer.
    const { data, error } = await offer(poster, anaApp, { interviewer_ids: [poster.id, coAdmin.id] })
    expect(error).toBeNull()
    expect(data).toMatchObject({ status: 'offered', duration_minutes: 45, sequence: 0 })
    expect(await statusOf(ana, anaApp)).toBe('interview')
    const offered = await notificationsOf(ana, 'interview_offered')
    expect(offered).toHaveLength(1)
    expect(offered[0].data).toMatchObject({ application_id: anaApp, side: 'applicant' })
    // A second open interview for the same application is the same one with new times, not another row.
    const interviews = await poster.client.from('interviews').select('id').eq('application_id', anaApp)
    expect(interviews.data).toHaveLength(1)
  })

  it('shows each applicant only their own interviews; reviewers only their organisation’s', async () => {
    const other = await offer(coAdmin, benApp, { interviewer_ids: [coAdmin.id] })
    expect(other.error).toBeNull()
    // The co-admin's offer moved Ben's application too (the event written as change_application_status does).
    expect(await statusOf(ben, benApp)).toBe('interview')
    const anaSees = await ana.client.from('interviews').select('application_id')
    expect(anaSees.data).toEqual([{ application_id: anaApp }])
    const benSees = await ben.client.from('interview_slots').select('interview_id')
    expect(new Set(benSees.data?.map((s) => s.interview_id))).toEqual(new Set([other.data.id]))
    for (const m of [carl, otherCompany]) {
      expect((await m.client.from('interviews').select('id')).data).toEqual([])
      expect((await m.client.from('interview_slots').select('id')).data).toEqual([])
      expect((await m.client.from('interview_interviewers').select('interview_id')).data).toEqual([])
      const slots = await m.client.rpc('interview_slot_availability', { interview_id: other.data.id })
      expect(slots.error?.message).toBe('Interview not found')
    }
    expect((await anonClient().from('interviews').select('id')).error).not.toBeNull()
    const seen = await coAdmin.client.from('interviews').select('application_id').in('application_id', [anaApp, benApp])
    expect(seen.data).toHaveLength(2)
    // Nobody writes the tables directly, the poster included.
    const forged = await poster.client.from('interviews').update({ status: 'booked' }).eq('application_id', anaApp)
    expect(forged.error).not.toBeNull()
    const inserted = await ana.client
      .from('interview_interviewers')
      .insert({ interview_id: other.data.id, interviewer_id: ana.id })
    expect(inserted.error).not.toBeNull()
    // Interviewer candidates are listed to reviewers only.
    const candidates = await coAdmin.client.rpc('opportunity_interviewers', { opportunity })
    expect(new Set((candidates.data as Array<{ id: string }>).map((c) => c.id))).toEqual(
      new Set([poster.id, coAdmin.id]),
    )
    expect((await ana.client.rpc('opportunity_interviewers', { opportunity })).error?.message).toBe(
      'Opportunity not found',
    )
  })

  it('is booked by its applicant only; a booked interviewer’s overlapping times are not bookable', async () => {
    const iv = (await ana.client.from('interviews').select('id').eq('application_id', anaApp).single()).data!
    const [first, second] = await slotsOf(ana, iv.id)
    expect(first.available).toBe(true)
    for (const m of [ben, poster, coAdmin]) {
      const refused = await m.client.rpc('book_interview', { slot_id: first.slot_id })
      expect(refused.error?.message).toBe('Interview time not found')
    }
    const booked = await ana.client.rpc('book_interview', { slot_id: first.slot_id })
    expect(booked.error).toBeNull()
    expect(booked.data).toMatchObject({ status: 'booked', starts_at: expect.any(String), sequence: 0 })
    for (const m of [poster, coAdmin]) {
      const told = await notificationsOf(m, 'interview_booked')
      expect(told.map((n) => n.actor_id)).toEqual([ana.id])
    }

    // Ben's interview with the co-admin, offered at the same time: no longer bookable, with a real message.
    const benIv = (await ben.client.from('interviews').select('id').eq('application_id', benApp).single()).data!
    const benSlots = await slotsOf(ben, benIv.id)
    const clashing = benSlots.find((s) => s.starts_at === first.starts_at)!
    expect(clashing).toMatchObject({ available: false, unavailable_reason: 'interviewer_busy' })
    const refused = await ben.client.rpc('book_interview', { slot_id: clashing.slot_id })
    expect(refused.error?.message).toBe(
      'This time is no longer available: an interviewer has another interview then. Choose another time',
    )
    // The organisation cannot offer a time that overlaps the co-admin's booked interview either.
    const overlap = new Date(Date.parse(first.starts_at) + 15 * 60_000).toISOString()
    const clash = await offer(coAdmin, benApp, { slot_starts: [overlap], interviewer_ids: [coAdmin.id] })
    expect(clash.error?.message).toMatch(/^iv-co-admin person already has an interview at .+: choose another time$/)

    // The database itself refuses a second overlapping booking of the same interviewer.
    const direct = await adminClient()
      .from('interview_interviewers')
      .update({ booked_during: `[${first.starts_at},${second.starts_at})` })
      .eq('interview_id', benIv.id)
    expect(direct.error?.code).toBe('23P01')
  })

  it('moves to another time or is cancelled with a reason the other side reads; SEQUENCE grows', async () => {
    const iv = (await ana.client.from('interviews').select('id').eq('application_id', anaApp).single()).data!
    const [, second] = await slotsOf(ana, iv.id)
    const noReason = await ana.client.rpc('book_interview', { slot_id: second.slot_id })
    expect(noReason.error?.message).toBe('Say why you are moving the interview: the organisation sees your reason')
    const moved = await ana.client.rpc('book_interview', { slot_id: second.slot_id, reason: 'Exam moved to that day' })
    expect(moved.data).toMatchObject({
      status: 'booked',
      starts_at: second.starts_at.replace('Z', '+00:00'),
      sequence: 1,
    })
    const told = await notificationsOf(poster, 'interview_rescheduled')
    expect(told.at(-1)?.data).toMatchObject({ reason: 'Exam moved to that day', side: 'reviewer' })

    // The organisation offers new times: same interview (same calendar UID), newer sequence, reason required.
    const again = await offer(poster, anaApp, { slot_starts: [inHours(72)], message: '' })
    expect(again.error?.message).toBe('Say why the interview moves: the applicant sees your reason')
    const reoffered = await offer(poster, anaApp, {
      slot_starts: [inHours(72)],
      interviewer_ids: [poster.id, coAdmin.id],
      message: 'Our lead is travelling',
    })
    expect(reoffered.data).toMatchObject({ id: iv.id, status: 'offered', sequence: 2 })
    expect((await notificationsOf(ana, 'interview_rescheduled')).at(-1)?.data).toMatchObject({
      reason: 'Our lead is travelling',
    })

    for (const m of [carl, otherCompany]) {
      const refused = await m.client.rpc('cancel_interview', { interview_id: iv.id, reason: 'x' })
      expect(refused.error?.message).toBe('Interview not found')
    }
    const blank = await ana.client.rpc('cancel_interview', { interview_id: iv.id, reason: ' ' })
    expect(blank.error?.message).toBe('Say why you are cancelling: the other side sees your reason')
    const cancelled = await ana.client.rpc('cancel_interview', {
      interview_id: iv.id,
      reason: 'I accepted another offer',
    })
    expect(cancelled.data).toMatchObject({
      status: 'cancelled',
      sequence: 3,
      cancel_reason: 'I accepted another offer',
    })
    for (const m of [poster, coAdmin]) {
      expect((await notificationsOf(m, 'interview_cancelled')).at(-1)?.data).toMatchObject({
        reason: 'I accepted another offer',
      })
    }
    const twice = await poster.client.rpc('cancel_interview', { interview_id: iv.id, reason: 'x' })
    expect(twice.error?.message).toBe('This interview is already cancelled')
  })

  it('reminds both sides once, the day before, when the service role runs the job', async () => {
    const dana = await memberWithProfile('iv-dana')
    const app = await apply(dana, opportunity)
    const start = inHours(30)
    const offered = await offer(poster, app, { slot_starts: [start] })
    const [slot] = await slotsOf(dana, offered.data.id)
    expect((await dana.client.rpc('book_interview', { slot_id: slot.slot_id })).error).toBeNull()

    expect((await dana.client.rpc('send_interview_reminders', {})).error?.code).toBe('42501')
    const at = (msBefore: number) => new Date(Date.parse(start) - msBefore).toISOString()
    const admin = adminClient()
    await admin.rpc('send_interview_reminders', { as_of: at(26 * HOUR) })
    expect(await notificationsOf(dana, 'interview_reminder')).toHaveLength(0)
    await admin.rpc('send_interview_reminders', { as_of: at(23 * HOUR) })
    await admin.rpc('send_interview_reminders', { as_of: at(22 * HOUR) })
    expect(await notificationsOf(dana, 'interview_reminder')).toHaveLength(1)
    expect(
      (await notificationsOf(poster, 'interview_reminder')).filter((n) => n.data.application_id === app),
    ).toHaveLength(1)
    // Ana's and Ben's interviews are not hers: she never hears of them.
    expect((await notificationsOf(dana, 'interview_reminder')).every((n) => n.data.application_id === app)).toBe(true)
  })
})
