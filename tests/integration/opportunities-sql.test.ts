import { describe, expect, it } from 'vitest'
import { anonClient, memberWithProfile } from './helpers.ts'

type Member = Awaited<ReturnType<typeof memberWithProfile>>

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

async function opportunity(m: Member, fields: Record<string, unknown> = {}) {
  const { data, error } = await m.client
    .from('opportunities')
    .insert({
      posted_by: m.id,
      title: 'Data engineering intern',
      organization: 'Northwind Labs',
      type: 'internship',
      description: 'Build pipelines with us.',
      status: 'open',
      ...fields,
    })
    .select()
    .single()
  if (error) throw error
  return data
}

async function apply(m: Member, opportunityId: string, fields: Record<string, unknown> = {}) {
  return m.client
    .from('applications')
    .insert({ opportunity_id: opportunityId, applicant_id: m.id, full_name: 'Applicant', email: m.email, ...fields })
    .select()
    .single()
}

const org = (label: string) => memberWithProfile(label, { profile_type: 'company' })

describe('opportunities', () => {
  it('are posted by organisations and refused to students', async () => {
    const [company, student] = await Promise.all([org('poster'), memberWithProfile('student-poster')])
    const posted = await opportunity(company, { application_count: 99 })
    expect(posted).toMatchObject({ poster_type: 'company', application_count: 0, status: 'open' })
    expect(posted.published_at).not.toBeNull()
    const refused = await student.client
      .from('opportunities')
      .insert({ posted_by: student.id, title: 'My job', organization: 'Me', type: 'job', description: 'x' })
    expect(refused.error?.code).toBe('42501')
  })

  it('can be changed only by their poster; drafts are invisible to others', async () => {
    const [company, other] = await Promise.all([org('owner-org'), org('other-org')])
    const open = await opportunity(company)
    const draft = await opportunity(company, { status: 'draft', title: 'Secret draft' })
    const edited = await other.client.from('opportunities').update({ title: 'Hijacked' }).eq('id', open.id).select()
    expect(edited.data).toEqual([])
    const removed = await other.client.from('opportunities').delete().eq('id', open.id).select()
    expect(removed.data).toEqual([])
    expect((await other.client.from('opportunities').select('id').eq('id', draft.id)).data).toEqual([])
    const closed = await company.client
      .from('opportunities')
      .update({ status: 'closed' })
      .eq('id', open.id)
      .select('status, closed_at')
      .single()
    expect(closed.data?.status).toBe('closed')
    expect(closed.data?.closed_at).not.toBeNull()
  })

  it('show guests only guest-visible open rows before their deadline', async () => {
    const company = await org('guest-org')
    const tag = `g${Date.now()}`
    const visible = await opportunity(company, { tags: [tag] })
    await opportunity(company, { tags: [tag], guest_visible: false })
    await opportunity(company, { tags: [tag], status: 'draft' })
    await opportunity(company, { tags: [tag], status: 'closed' })
    await opportunity(company, { tags: [tag], deadline: new Date(Date.now() - 60_000).toISOString() })
    const { data } = await anonClient().from('opportunities').select('id').contains('tags', [tag])
    expect(data).toEqual([{ id: visible.id }])
    const write = await anonClient()
      .from('saved_opportunities')
      .insert({ user_id: company.id, opportunity_id: visible.id })
    expect(write.error).not.toBeNull()
  })

  it('are found by full-text search over title, organisation, tags and description', async () => {
    const company = await org('search-org')
    const word = `quasar${Date.now().toString(36)}`
    const o = await opportunity(company, { description: `Work on ${word} telescopes` })
    const { data } = await company.client.from('opportunities').select('id').textSearch('search', word)
    expect(data).toEqual([{ id: o.id }])
  })
})

describe('saved opportunities', () => {
  it('are private to the member, counted, and remind once of a deadline within 3 days', async () => {
    const [company, ana, ben] = await Promise.all([
      org('save-org'),
      memberWithProfile('saver'),
      memberWithProfile('peeker'),
    ])
    const soon = await opportunity(company, { deadline: new Date(Date.now() + 2 * 86400_000).toISOString() })
    const later = await opportunity(company, { deadline: new Date(Date.now() + 20 * 86400_000).toISOString() })
    await ana.client.from('saved_opportunities').insert([
      { user_id: ana.id, opportunity_id: soon.id },
      { user_id: ana.id, opportunity_id: later.id },
    ])
    expect((await ben.client.from('saved_opportunities').select('opportunity_id').eq('user_id', ana.id)).data).toEqual(
      [],
    )
    const forged = await ben.client.from('saved_opportunities').insert({ user_id: ana.id, opportunity_id: later.id })
    expect(forged.error?.code).toBe('42501')
    expect((await ana.client.rpc('remind_saved_deadlines')).data).toBe(1)
    expect((await ana.client.rpc('remind_saved_deadlines')).data).toBe(0)
    const { data: notes } = await ana.client.from('notifications').select('type, entity_id')
    expect(notes).toEqual([{ type: 'deadline_reminder', entity_id: soon.id }])
    const { data: counted } = await company.client.from('opportunities').select('save_count').eq('id', soon.id).single()
    expect(counted!.save_count).toBe(1)
  })
})

describe('applications', () => {
  it('are visible only to the applicant and the poster, one per member, refused when closed or past the deadline', async () => {
    const [company, ana, ben] = await Promise.all([
      org('hiring-org'),
      memberWithProfile('applicant'),
      memberWithProfile('nosy'),
    ])
    const o = await opportunity(company)
    const first = await apply(ana, o.id, { status: 'offered' })
    expect(first.error).toBeNull()
    expect(first.data!.status).toBe('submitted')
    const again = await apply(ana, o.id)
    expect(again.error?.message).toBe('You have already applied to this opportunity')
    expect((await ben.client.from('applications').select('id').eq('opportunity_id', o.id)).data).toEqual([])
    expect((await company.client.from('applications').select('id').eq('opportunity_id', o.id)).data).toHaveLength(1)
    const other = await opportunity(company)
    const forged = await ben.client
      .from('applications')
      .insert({ opportunity_id: other.id, applicant_id: ana.id, full_name: 'x', email: 'x@example.test' })
    expect(forged.error?.code).toBe('42501')

    const past = await opportunity(company, { deadline: new Date(Date.now() - 1000).toISOString() })
    expect((await apply(ana, past.id)).error?.message).toBe('This opportunity is closed to applications')
    const closed = await opportunity(company, { status: 'closed' })
    expect((await apply(ana, closed.id)).error?.message).toBe('This opportunity is closed to applications')
    const { data: notes } = await company.client.from('notifications').select('type, entity_id')
    expect(notes).toEqual([{ type: 'application_received', entity_id: o.id }])
  })

  it('move only through allowed transitions: the poster decides, the applicant may only withdraw or accept an offer', async () => {
    const [company, ana] = await Promise.all([org('pipeline-org'), memberWithProfile('pipeline-applicant')])
    const o = await opportunity(company)
    const { data: app } = await apply(ana, o.id)
    const direct = await ana.client.from('applications').update({ status: 'accepted' }).eq('id', app!.id).select()
    expect(direct.data ?? []).toEqual([])
    const move = (m: Member, new_status: string, note?: string) =>
      m.client.rpc('change_application_status', { application_id: app!.id, new_status, note })
    const selfPromote = await move(ana, 'shortlisted')
    expect(selfPromote.error?.message).toBe('An application cannot move from submitted to shortlisted')
    const shortlisted = await move(company, 'shortlisted', 'Strong portfolio')
    expect(shortlisted.data).toMatchObject({ status: 'shortlisted' })
    const skip = await move(company, 'accepted')
    expect(skip.error?.message).toBe('An application cannot move from shortlisted to accepted')
    const withdrawn = await move(ana, 'withdrawn')
    expect(withdrawn.data).toMatchObject({ status: 'withdrawn' })
    const afterWithdraw = await move(company, 'interview')
    expect(afterWithdraw.error?.message).toBe('An application cannot move from withdrawn to interview')

    const { data: history } = await ana.client
      .from('application_events')
      .select('from_status, to_status, note')
      .eq('application_id', app!.id)
      .order('created_at')
    expect(history).toEqual([
      { from_status: null, to_status: 'submitted', note: null },
      { from_status: 'submitted', to_status: 'shortlisted', note: 'Strong portfolio' },
      { from_status: 'shortlisted', to_status: 'withdrawn', note: null },
    ])
    const { data: notes } = await ana.client.from('notifications').select('type, data')
    expect(notes).toEqual([{ type: 'application_status', data: expect.objectContaining({ status: 'shortlisted' }) }])
  })

  it('keep the resume private: the applicant and the poster read it through a signed URL, nobody else', async () => {
    const [company, ana, ben] = await Promise.all([
      org('resume-org'),
      memberWithProfile('resume-owner'),
      memberWithProfile('resume-snoop'),
    ])
    const o = await opportunity(company)
    const path = `${ana.id}/resume.pdf`
    expect(
      (await ana.client.storage.from('resumes').upload(path, PDF, { contentType: 'application/pdf' })).error,
    ).toBeNull()
    const elsewhere = await ben.client.storage
      .from('resumes')
      .upload(`${ana.id}/fake.pdf`, PDF, { contentType: 'application/pdf' })
    expect(elsewhere.error).not.toBeNull()
    const notOwn = await apply(ben, o.id, { resume_path: path })
    expect(notOwn.error?.message).toBe('The resume must be one of your own files')
    await apply(ana, o.id, { resume_path: path })
    const byPoster = await company.client.storage.from('resumes').createSignedUrl(path, 60)
    expect(byPoster.error).toBeNull()
    expect((await fetch(byPoster.data!.signedUrl)).status).toBe(200)
    const bySnoop = await ben.client.storage.from('resumes').createSignedUrl(path, 60)
    expect(bySnoop.error).not.toBeNull()
    expect((await anonClient().storage.from('resumes').download(path)).error).not.toBeNull()
  })
})

describe('search_opportunities', () => {
  it('filters, sorts and pages with a keyset cursor, as members and as guests', async () => {
    const company = await org('search-fn-org')
    const word = `nebula${Date.now().toString(36)}`
    const made: Array<{ id: string }> = []
    for (let i = 0; i < 5; i++) {
      made.push(
        await opportunity(company, {
          title: `${word} role ${i}`,
          type: i % 2 ? 'job' : 'internship',
          work_mode: i < 3 ? 'remote' : 'onsite',
          is_paid: i !== 4,
          amount_min: 1000 * (i + 1),
          amount_max: 1000 * (i + 2),
          deadline: new Date(Date.now() + (10 - i) * 86400_000).toISOString(),
          guest_visible: i !== 0,
        }),
      )
    }
    const cols = 'id, title'
    type Row = { id: string; title: string }
    const rpc = async (client: typeof company.client, args: Record<string, unknown>) => {
      const { data, error } = await client.rpc('search_opportunities', { query: word, ...args }).select(cols)
      return { data: data as Row[] | null, error }
    }

    const remoteInterns = await rpc(company.client, { types: ['internship'], work_modes: ['remote'] })
    expect(remoteInterns.data!.map((o) => o.title).sort()).toEqual([`${word} role 0`, `${word} role 2`])

    const closing = await rpc(company.client, { sort: 'closing', page_size: 2 })
    expect(closing.data!.map((o) => o.title)).toEqual([`${word} role 4`, `${word} role 3`])
    const next = await rpc(company.client, { sort: 'closing', page_size: 2, after_id: closing.data![1].id })
    expect(next.data!.map((o) => o.title)).toEqual([`${word} role 2`, `${word} role 1`])

    const paidRange = await rpc(company.client, { paid_only: true, min_amount: 4500, max_amount: 4000 })
    expect(paidRange.data!.map((o) => o.title)).toEqual([`${word} role 3`])

    const closingSoon = await rpc(company.client, { closing_within_days: 7 })
    expect(closingSoon.data!.map((o) => o.title).sort()).toEqual([`${word} role 3`, `${word} role 4`])

    const asGuest = await rpc(anonClient(), {})
    expect(asGuest.data).toHaveLength(4)
    expect(asGuest.data!.some((o) => o.id === made[0].id)).toBe(false)

    const relevance = await rpc(company.client, { sort: 'relevance', page_size: 10 })
    expect(relevance.data).toHaveLength(5)

    // Amounts compare within the currency the filter names.
    const pounds = await opportunity(company, {
      title: `${word} role in pounds`,
      amount_min: 4500,
      amount_max: 5000,
      currency: 'GBP',
      deadline: new Date(Date.now() + 20 * 86400_000).toISOString(),
    })
    const inDollars = await rpc(company.client, { min_amount: 4500, max_amount: 4000, amount_currency: 'USD' })
    expect(inDollars.data!.map((o) => o.title)).toEqual([`${word} role 3`])
    const inPounds = await rpc(company.client, { min_amount: 4500, amount_currency: 'gbp' })
    expect(inPounds.data!.map((o) => o.id)).toEqual([pounds.id])
  })
})
