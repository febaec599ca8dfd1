import { describe, expect, it } from 'vitest'
import { adminClient, anonClient, memberWithProfile, openOpportunity, type Member } from './helpers.ts'

const saveAlert = (m: Member, fields: Record<string, unknown> = {}) =>
  m.client
    .from('opportunity_alerts')
    .insert({ owner_id: m.id, name: 'Data internships', query: 'data', types: ['internship'], ...fields })
    .select('id, name, frequency, paused, anchors, match_count')
    .single()

/** The `opportunity-alerts` job, run now (the test stack runs no scheduler). */
const deliver = async () => {
  const { error } = await adminClient().rpc('deliver_opportunity_alerts', { as_of: new Date().toISOString() })
  if (error) throw error
}

const alertNotices = async (m: Member) => {
  await deliver()
  const { data, error } = await m.client
    .from('notifications')
    .select('entity_id, actor_id, data')
    .eq('type', 'opportunity_alert')
    .order('created_at')
  if (error) throw error
  return data
}

const company = (label: string) => memberWithProfile(label, { profile_type: 'company', name: `${label} Ltd` })

describe('opportunity alerts are private to their owner', () => {
  it('lets the owner save, rename, pause and delete; nobody else reads, changes, forges or removes one', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('alert-ana'), memberWithProfile('alert-ben')])
    const saved = await saveAlert(ana, { name: 'Data internships in Berlin', location: 'Berlin' })
    expect(saved.error).toBeNull()
    expect(saved.data).toMatchObject({ frequency: 'daily', paused: false, anchors: ['w:data'], match_count: 0 })
    const id = saved.data!.id

    expect((await ben.client.from('opportunity_alerts').select('id').eq('id', id)).data).toEqual([])
    expect((await anonClient().from('opportunity_alerts').select('id')).error?.code).toBe('42501')
    const renamed = await ben.client.from('opportunity_alerts').update({ name: 'Mine now' }).eq('id', id).select()
    expect(renamed.data).toEqual([])
    const removed = await ben.client.from('opportunity_alerts').delete().eq('id', id).select()
    expect(removed.data).toEqual([])
    const forged = await ben.client.from('opportunity_alerts').insert({ owner_id: ana.id, name: 'As Ana', query: 'x' })
    expect(forged.error?.code).toBe('42501')
    // Counters belong to the matcher: not even the owner writes them.
    const counted = await ana.client.from('opportunity_alerts').update({ match_count: 99 }).eq('id', id)
    expect(counted.error?.code).toBe('42501')

    const changed = await ana.client
      .from('opportunity_alerts')
      .update({ name: 'Berlin data internships', frequency: 'weekly', paused: true })
      .eq('id', id)
      .select('name, frequency, paused, match_count')
    expect(changed.data).toEqual([
      { name: 'Berlin data internships', frequency: 'weekly', paused: true, match_count: 0 },
    ])
    expect((await ana.client.from('opportunity_alerts').delete().eq('id', id).select('id')).data).toEqual([{ id }])
    expect((await ana.client.from('opportunity_alerts').select('id')).data).toEqual([])
  })

  it('anchors each alert on a word every match must hold, else on its filters', async () => {
    const ana = await memberWithProfile('alert-anchors')
    const anchors = async (fields: Record<string, unknown>) => (await saveAlert(ana, fields)).data?.anchors
    expect(await anchors({ query: 'machine learning', types: [] })).toEqual(['w:machin'])
    expect(await anchors({ query: 'data or design', types: ['job', 'internship'] })).toEqual(['t:internship', 't:job'])
    expect(await anchors({ query: '-sales', types: [], work_modes: ['remote'] })).toEqual(['m:remote'])
    expect(await anchors({ query: 'data', location: 'Berlin' })).toEqual(['w:data'])
    expect(await anchors({ query: '', location: ' Berlin ', types: ['job'] })).toEqual(['l:lin'])
    expect(await anchors({ query: '', location: 'a_b', types: ['job'] })).toEqual(['t:job'])
    expect(await anchors({ query: '', types: [] })).toEqual(['*'])
  })
})

describe('matching when an opportunity is published', () => {
  it('notifies each owner once per matching opportunity, never the poster, a blocked member or a paused alert', async () => {
    const [ana, ben, cy, dee, org] = await Promise.all([
      memberWithProfile('match-ana'),
      memberWithProfile('match-ben'),
      memberWithProfile('match-cy'),
      memberWithProfile('match-dee'),
      company('match-org'),
    ])
    const word = `quasar${Date.now().toString(36)}`
    await saveAlert(ana, { name: 'Quasar internships', query: `${word} internship`, types: ['internship'] })
    await saveAlert(ana, { name: 'Anything quasar', query: word, types: [] })
    await saveAlert(ben, { name: 'Remote quasar jobs', query: word, types: ['job'], work_modes: ['remote'] })
    await saveAlert(cy, { name: 'Quasar, paused', query: word, types: [], paused: true })
    await saveAlert(dee, { name: 'Quasar, blocked', query: word, types: [] })
    await saveAlert(org, { name: 'My own', query: word, types: [] })
    await dee.client.from('user_blocks').insert({ blocker_id: dee.id, blocked_id: org.id })

    const internship = await openOpportunity(org, {
      title: `${word} research internship`,
      type: 'internship',
      work_mode: 'onsite',
      location: 'Berlin',
    })
    const onsiteJob = await openOpportunity(org, { title: `Senior ${word} engineer`, type: 'job', work_mode: 'onsite' })
    await openOpportunity(org, { title: 'Unrelated barista role', type: 'internship' })
    // Matched at publication, delivered by the job: members cannot run it.
    expect((await ana.client.rpc('deliver_opportunity_alerts', {})).error?.code).toBe('42501')

    // One delivery run writes both at the same instant: found by opportunity, not by order.
    const anaNotices = await alertNotices(ana)
    expect(anaNotices.map((n) => n.entity_id).sort()).toEqual([internship, onsiteJob].sort())
    const noticeOf = (id: string) => anaNotices.find((n) => n.entity_id === id)!
    expect(noticeOf(internship)).toMatchObject({
      actor_id: org.id,
      data: { alert_name: 'Quasar internships', alert_count: 2, excerpt: `${word} research internship` },
    })
    expect(noticeOf(onsiteJob).data).toMatchObject({ alert_name: 'Anything quasar', alert_count: 1 })
    expect(await alertNotices(ben)).toEqual([]) // onsite, not remote
    expect(await alertNotices(cy)).toEqual([])
    expect(await alertNotices(dee)).toEqual([])
    expect(await alertNotices(org)).toEqual([])

    const { data: counts } = await ana.client.from('opportunity_alerts').select('name, match_count').order('name')
    expect(counts).toEqual([
      { name: 'Anything quasar', match_count: 2 },
      { name: 'Quasar internships', match_count: 1 },
    ])
  })

  it('matches a draft when it is published, once: closing and re-opening is not news', async () => {
    const [ana, org] = await Promise.all([memberWithProfile('publish-ana'), company('publish-org')])
    const word = `nebula${Date.now().toString(36)}`
    await saveAlert(ana, { name: 'Nebula', query: word, types: [] })
    const draft = await openOpportunity(org, { title: `${word} fellowship`, type: 'fellowship', status: 'draft' })
    expect(await alertNotices(ana)).toEqual([])
    await org.client.from('opportunities').update({ status: 'open' }).eq('id', draft)
    await org.client.from('opportunities').update({ status: 'closed' }).eq('id', draft)
    await org.client.from('opportunities').update({ status: 'open' }).eq('id', draft)
    expect((await alertNotices(ana)).map((n) => n.entity_id)).toEqual([draft])
  })

  it('applies the saved filters: place, pay and poster type', async () => {
    const [ana, org] = await Promise.all([memberWithProfile('filters-ana'), company('filters-org')])
    const word = `pulsar${Date.now().toString(36)}`
    await saveAlert(ana, {
      name: 'Paid pulsar in Lisbon',
      query: word,
      types: [],
      location: 'lisbon',
      paid_only: true,
      min_amount: 1000,
      currency: 'EUR',
      poster_types: ['company'],
    })
    await openOpportunity(org, {
      title: `${word} A`,
      location: 'Porto',
      is_paid: true,
      amount_min: 2000,
      currency: 'EUR',
    })
    await openOpportunity(org, { title: `${word} B`, location: 'Lisbon', is_paid: false })
    await openOpportunity(org, {
      title: `${word} C`,
      location: 'Lisbon',
      is_paid: true,
      amount_min: 500,
      currency: 'EUR',
    })
    await openOpportunity(org, {
      title: `${word} D`,
      location: 'Lisbon',
      is_paid: true,
      amount_min: 2000,
      currency: 'USD',
    })
    const hit = await openOpportunity(org, {
      title: `${word} E`,
      location: 'Lisbon, Portugal',
      is_paid: true,
      amount_min: 1500,
      currency: 'EUR',
    })
    expect((await alertNotices(ana)).map((n) => n.entity_id)).toEqual([hit])
  })
})

describe('alerts in the e-mail digest', () => {
  const at = (base: number, hours: number) => new Date(base + hours * 3_600_000).toISOString()

  it('mails each alert’s matches at its own frequency, and leaves them out of the notification digest', async () => {
    const [daily, weekly, quiet, org] = await Promise.all([
      memberWithProfile('digest-daily', { email_digest: 'daily' }),
      memberWithProfile('digest-weekly', { email_digest: 'off' }),
      memberWithProfile('digest-quiet', { email_digest: 'daily' }),
      company('digest-org'),
    ])
    const word = `comet${Date.now().toString(36)}`
    await saveAlert(daily, { name: 'Comet roles', query: word, types: [], frequency: 'daily' })
    await saveAlert(weekly, { name: 'Comet weekly', query: word, types: [], frequency: 'weekly' })
    await saveAlert(quiet, { name: 'Comet in-app', query: word, types: [], frequency: 'in_app' })
    const now = Date.now()
    const opportunity = await openOpportunity(org, { title: `${word} analyst`, organization: 'Comet & Co' })
    await deliver() // the minute job matched it

    const admin = adminClient()
    const mails = async (m: Member, kind: string) =>
      (
        await admin
          .from('email_outbox')
          .select('subject, body_text, body_html')
          .eq('to_email', m.email)
          .eq('kind', kind)
      ).data!
    const send = async (hours: number) =>
      expect(
        (await admin.rpc('send_email_digests', { as_of: at(now, hours), site_url: 'https://campus.test' })).error,
      ).toBeNull()

    await send(1) // within the first day: not yet
    expect(await mails(daily, 'opportunity_alert')).toEqual([])
    await send(25)
    const [mail] = await mails(daily, 'opportunity_alert')
    expect(mail.subject).toBe('A new opportunity matches your alerts')
    expect(mail.body_text).toContain(
      `Comet roles\n- ${word} analyst, Comet & Co: https://campus.test/opportunities?id=${opportunity}`,
    )
    expect(mail.body_html).toContain('Comet &amp; Co')
    expect(await mails(weekly, 'opportunity_alert')).toEqual([])
    // The notification digest goes out (it was due) without the alert's notification in its counts.
    expect(await mails(quiet, 'digest')).toEqual([])
    await send(26)
    expect(await mails(daily, 'opportunity_alert')).toHaveLength(1)

    await send(7 * 24 + 1)
    expect(await mails(weekly, 'opportunity_alert')).toHaveLength(1)
    expect(await mails(daily, 'opportunity_alert')).toHaveLength(1) // nothing new since
    expect(await mails(quiet, 'opportunity_alert')).toEqual([])
  })
})
