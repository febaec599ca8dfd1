import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { adminClient, appUrl, latestMail, memberWithProfile, otpFrom } from './helpers.ts'

type Member = Awaited<ReturnType<typeof memberWithProfile>>

const tag = () => randomUUID().slice(0, 8)

async function university(label: string, domains: string[] = []) {
  const u = await memberWithProfile(label, { profile_type: 'university', name: `${label} University` })
  if (domains.length) {
    const { error } = await u.client
      .from('university_domains')
      .insert(domains.map((domain) => ({ university_id: u.id, domain })))
    if (error) throw error
  }
  return u
}

const ask = (m: Member, uni: Member, email: string, extra: Record<string, unknown> = {}) =>
  m.client
    .rpc('request_verification', {
      university: uni.id,
      college_email: email,
      programme: 'BSc Physics',
      graduation_year: 2027,
      ...extra,
    })
    .single<{ id: string; status: string; domain_matched: boolean }>()

const decide = (m: Member, id: string, decision: string, reason?: string) =>
  m.client.rpc('decide_verification', { request: id, decision, reason }).single<{ status: string }>()

const profileOf = async (viewer: Member, id: string) =>
  (
    await viewer.client
      .from('profiles')
      .select('verification_status, verified_by, verified_by_name')
      .eq('id', id)
      .single()
  ).data

async function sendCode(m: Member, requestId: string) {
  return fetch(`${appUrl()}/api/verifications/email-code`, {
    method: 'POST',
    headers: { authorization: `Bearer ${m.session.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ request_id: requestId }),
  })
}

describe('verification requests', () => {
  it('match registered domains and their subdomains, never look-alikes, whatever the case', async () => {
    const d = `lake${tag()}.edu`
    const uni = await university('match', [d])
    const cases: Array<[string, boolean]> = [
      [`a@${d}`, true],
      [`B@CS.${d.toUpperCase()}`, true],
      [`c@${d}.evil.test`, false],
      [`d@not${d}`, false],
      [`e@gmail.com`, false],
    ]
    for (const [email, matched] of cases) {
      const student = await memberWithProfile('matcher')
      const { data, error } = await ask(student, uni, email)
      expect(error).toBeNull()
      expect(data!.domain_matched, email).toBe(matched)
    }
  })

  it('are seen only by the requester and the chosen university; one open request per university', async () => {
    const [uni, otherUni, student, stranger] = await Promise.all([
      university('seen'),
      university('seen-other'),
      memberWithProfile('seen-student'),
      memberWithProfile('seen-stranger'),
    ])
    const { data: req } = await ask(student, uni, 'me@gmail.com')
    expect((await ask(student, uni, 'me2@gmail.com')).error?.code).toBe('23505')
    for (const [who, visible] of [
      [student, 1],
      [uni, 1],
      [otherUni, 0],
      [stranger, 0],
    ] as const) {
      const { data } = await who.client.from('verification_requests').select('id').eq('id', req!.id)
      expect(data).toHaveLength(visible)
    }
    // Companies and universities do not ask; nobody asks a non-university.
    const company = await memberWithProfile('seen-company', { profile_type: 'company' })
    expect((await ask(company, uni, 'x@gmail.com')).error?.code).toBe('42501')
    expect(
      (await student.client.rpc('request_verification', { university: stranger.id, college_email: 'x@y.z' })).error
        ?.code,
    ).toBe('22023')
  })

  it('let nobody set verification_status or the verifier, except an approval by the university asked', async () => {
    const [uni, otherUni, student] = await Promise.all([
      university('guard'),
      university('guard-other'),
      memberWithProfile('guard-student'),
    ])
    await student.client.from('user_profiles').update({ verification_status: 'verified' }).eq('user_id', student.id)
    expect((await profileOf(student, student.id))?.verification_status).toBe('unverified')
    const direct = await student.client.from('profiles').update({ verified_by: uni.id }).eq('id', student.id).select()
    expect(direct.data ?? []).toEqual([])
    const direct2 = await student.client
      .from('verification_requests')
      .update({ status: 'approved' })
      .eq('requester_id', student.id)
      .select()
    expect(direct2.data ?? []).toEqual([])

    const { data: req } = await ask(student, uni, 'guard@gmail.com')
    expect((await profileOf(student, student.id))?.verification_status).toBe('pending')
    // Another university cannot approve it; the student cannot approve it either.
    expect((await decide(otherUni, req!.id, 'approve')).error?.code).toBe('P0002')
    expect((await decide(student, req!.id, 'approve')).error?.code).toBe('P0002')
    expect((await decide(uni, req!.id, 'approve')).data?.status).toBe('approved')
    expect(await profileOf(otherUni, student.id)).toEqual({
      verification_status: 'verified',
      verified_by: uni.id,
      verified_by_name: 'guard University',
    })
    // A later profile edit by the member keeps the badge; revocation removes it at once.
    await student.client
      .from('user_profiles')
      .update({ bio: 'Hello', verification_status: 'unverified' })
      .eq('user_id', student.id)
    expect((await profileOf(student, student.id))?.verification_status).toBe('verified')
    expect((await decide(otherUni, req!.id, 'revoke')).error?.code).toBe('P0002')
    expect((await decide(uni, req!.id, 'revoke')).data?.status).toBe('revoked')
    expect(await profileOf(student, student.id)).toEqual({
      verification_status: 'unverified',
      verified_by: null,
      verified_by_name: null,
    })
    const notes = (await student.client.from('notifications').select('type').eq('entity_id', req!.id)).data!.map(
      (n) => n.type,
    )
    expect(notes.sort()).toEqual(['verification_approved', 'verification_revoked'])
    const uniNotes = (await uni.client.from('notifications').select('type').eq('entity_id', req!.id)).data!.map(
      (n) => n.type,
    )
    expect(uniNotes).toEqual(['verification_requested'])
  })

  it('need a reason to be rejected, and only pending requests are decided', async () => {
    const [uni, student] = await Promise.all([university('reject'), memberWithProfile('reject-student')])
    const { data: req } = await ask(student, uni, 'rej@gmail.com')
    expect((await decide(uni, req!.id, 'reject')).error?.code).toBe('22023')
    expect((await decide(uni, req!.id, 'reject', 'Not enrolled')).data?.status).toBe('rejected')
    expect((await decide(uni, req!.id, 'approve')).error?.code).toBe('22023')
    expect((await profileOf(student, student.id))?.verification_status).toBe('unverified')
    // Rejected is closed: the member may ask again.
    expect((await ask(student, uni, 'rej@gmail.com')).error).toBeNull()
  })

  it('with a registered domain need the address proved from the mailbox before approval; bulk approve takes only those', async () => {
    const d = `proof${tag()}.edu`
    const uni = await university('proof', [d])
    const [proved, unproved, outside] = await Promise.all([
      memberWithProfile('proved'),
      memberWithProfile('unproved'),
      memberWithProfile('outside'),
    ])
    const email = `proved-${tag()}@${d}`
    const { data: a } = await ask(proved, uni, email)
    const { data: b } = await ask(unproved, uni, `unproved-${tag()}@${d}`)
    const { data: c } = await ask(outside, uni, `outside-${tag()}@gmail.com`)
    expect((await decide(uni, a!.id, 'approve')).error?.message).toMatch(/not confirmed/)

    // Only the requester can have the code sent, and it never comes back in the response.
    expect((await sendCode(outside, a!.id)).status).toBe(404)
    const sent = await sendCode(proved, a!.id)
    expect(sent.status).toBe(200)
    const sentBody = JSON.stringify(await sent.json())
    expect((await sendCode(proved, a!.id)).status).toBe(429)
    expect((await sendCode(outside, c!.id)).status).toBe(409)
    const mail = await latestMail(email, /Confirm your/)
    expect(sentBody).not.toContain(otpFrom(mail))
    expect(mail.links[0]).toContain(`/university/verifications?confirm=${a!.id}&code=`)
    // The issuing function is the server's, not the member's.
    expect(
      (await proved.client.rpc('issue_college_email_code', { request: a!.id, member: proved.id })).error?.code,
    ).toBe('42501')

    const wrong = await proved.client.rpc('confirm_college_email', {
      request: a!.id,
      code: '000000' === otpFrom(mail) ? '111111' : '000000',
    })
    expect(wrong.data).toMatchObject({ confirmed: false, reason: 'wrong' })
    expect(
      (await outside.client.rpc('confirm_college_email', { request: a!.id, code: otpFrom(mail) })).error?.code,
    ).toBe('P0002')
    expect((await proved.client.rpc('confirm_college_email', { request: a!.id, code: otpFrom(mail) })).data).toEqual({
      confirmed: true,
    })

    const bulk = await uni.client.rpc('bulk_approve_verifications', { requests: [a!.id, b!.id, c!.id] })
    expect(bulk.data).toBe(1)
    const statuses = (
      await uni.client.from('verification_requests').select('id, status').in('id', [a!.id, b!.id, c!.id])
    ).data!
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [a!.id]: 'approved',
      [b!.id]: 'pending',
      [c!.id]: 'pending',
    })
    // Another university's bulk approval touches nothing.
    const other = await university('proof-other')
    expect((await other.client.rpc('bulk_approve_verifications', { requests: [b!.id] })).data).toBe(0)
    const counts = await uni.client.rpc('verification_counts')
    expect(counts.data).toEqual({ pending: 2, approved: 1, rejected: 0, revoked: 0 })
  })

  it('keep proofs private to the requester and the university asked', async () => {
    const [uni, otherUni, student, stranger] = await Promise.all([
      university('doc'),
      university('doc-other'),
      memberWithProfile('doc-student'),
      memberWithProfile('doc-stranger'),
    ])
    const path = `verifications/${student.id}/card.pdf`
    const pdf = new Blob(['%PDF-1.4 test'], { type: 'application/pdf' })
    expect(
      (await student.client.storage.from('documents').upload(path, pdf, { contentType: 'application/pdf' })).error,
    ).toBeNull()
    expect(
      (
        await stranger.client.storage
          .from('documents')
          .upload(`verifications/${student.id}/x.pdf`, pdf, { contentType: 'application/pdf' })
      ).error,
    ).not.toBeNull()
    await ask(student, uni, 'doc@gmail.com', { proof_path: path })
    expect((await uni.client.storage.from('documents').createSignedUrl(path, 60)).data?.signedUrl).toBeTruthy()
    expect((await student.client.storage.from('documents').download(path)).error).toBeNull()
    expect((await otherUni.client.storage.from('documents').createSignedUrl(path, 60)).data).toBeNull()
    expect((await stranger.client.storage.from('documents').download(path)).data).toBeNull()
    // A proof path outside one's own folder is refused.
    expect((await ask(stranger, uni, 'x@gmail.com', { proof_path: path })).error?.code).toBe('22023')
  })

  it('let only universities manage their own domains', async () => {
    const [uni, otherUni, student] = await Promise.all([
      university('dom'),
      university('dom-other'),
      memberWithProfile('dom-student'),
    ])
    const d = `dom${tag()}.edu`
    expect(
      (await student.client.from('university_domains').insert({ university_id: student.id, domain: d })).error,
    ).not.toBeNull()
    expect(
      (await otherUni.client.from('university_domains').insert({ university_id: uni.id, domain: d })).error,
    ).not.toBeNull()
    expect(
      (await uni.client.from('university_domains').insert({ university_id: uni.id, domain: 'Not A Domain' })).error,
    ).not.toBeNull()
    expect((await uni.client.from('university_domains').insert({ university_id: uni.id, domain: d })).error).toBeNull()
    await otherUni.client.from('university_domains').delete().eq('university_id', uni.id)
    expect((await student.client.from('university_domains').select('domain').eq('university_id', uni.id)).data).toEqual(
      [{ domain: d }],
    )
  })
})

async function draftMou(uni: Member, partners: Member[], fields: Record<string, unknown> = {}) {
  const { data: mou, error } = await uni.client
    .from('mous')
    .insert({
      university_id: uni.id,
      title: 'Internship pipeline',
      purpose: 'Internships',
      areas: ['internships'],
      starts_on: '2026-01-01',
      ends_on: '2027-06-30',
      ...fields,
    })
    .select()
    .single()
  if (error) throw error
  for (const p of partners) {
    const { error: e } = await uni.client.from('mou_parties').insert({ mou_id: mou.id, party_id: p.id })
    if (e) throw e
  }
  return mou as { id: string; status: string }
}

async function uploadVersion(uni: Member, mouId: string, name: string) {
  const path = `mous/${mouId}/${name}`
  const up = await uni.client.storage
    .from('documents')
    .upload(path, new Blob(['%PDF-1.4 ' + name], { type: 'application/pdf' }), { contentType: 'application/pdf' })
  if (up.error) throw up.error
  return uni.client
    .rpc('add_mou_version', { mou: mouId, file_path: path, file_name: name })
    .single<{ version: number }>()
}

const statusOf = async (m: Member, id: string) =>
  (await m.client.from('mous').select('status').eq('id', id).maybeSingle()).data?.status

describe('MOUs', () => {
  it('go from draft to active with each side making only its own moves, recorded in the history', async () => {
    const [uni, company, other] = await Promise.all([
      university('mou'),
      memberWithProfile('mou-co', { profile_type: 'company' }),
      memberWithProfile('mou-other', { profile_type: 'company' }),
    ])
    const mou = await draftMou(uni, [company], { status: 'active' })
    expect(mou.status).toBe('draft')
    // Partners do not see drafts.
    expect(await statusOf(company, mou.id)).toBeUndefined()
    expect((await uni.client.rpc('propose_mou', { mou: mou.id })).error?.message).toMatch(/Upload the MOU document/)
    expect((await uploadVersion(uni, mou.id, 'v1.pdf')).data?.version).toBe(1)
    expect((await company.client.rpc('propose_mou', { mou: mou.id })).error?.code).toBe('P0002')
    expect((await uni.client.rpc('propose_mou', { mou: mou.id })).error).toBeNull()
    expect(await statusOf(company, mou.id)).toBe('proposed')
    expect(await statusOf(other, mou.id)).toBeUndefined()
    expect(
      (await other.client.from('mou_comments').insert({ mou_id: mou.id, author_id: other.id, body: 'Hi' })).error,
    ).not.toBeNull()
    expect((await other.client.storage.from('documents').download(`mous/${mou.id}/v1.pdf`)).data).toBeNull()
    expect((await company.client.storage.from('documents').download(`mous/${mou.id}/v1.pdf`)).error).toBeNull()

    // The partner cannot propose, upload or sign for the university; it asks for changes.
    expect((await company.client.rpc('propose_mou', { mou: mou.id })).error?.code).toBe('42501')
    expect(
      (
        await company.client.storage
          .from('documents')
          .upload(`mous/${mou.id}/mine.pdf`, new Blob(['%PDF']), { contentType: 'application/pdf' })
      ).error,
    ).not.toBeNull()
    expect(
      (await uni.client.rpc('sign_mou', { mou: mou.id, full_name: 'Uni Signer', title: 'Dean' })).error?.message,
    ).toMatch(/partner signs or reviews first/)
    expect(
      (await company.client.rpc('request_mou_changes', { mou: mou.id, comment: 'Please add mentoring.' })).error,
    ).toBeNull()
    expect(await statusOf(uni, mou.id)).toBe('under_review')
    expect(
      (await company.client.rpc('sign_mou', { mou: mou.id, full_name: 'Co Signer', title: 'CEO' })).error?.message,
    ).toMatch(/Changes were requested/)
    expect((await uploadVersion(uni, mou.id, 'v2.pdf')).data?.version).toBe(2)

    expect(
      (await company.client.rpc('sign_mou', { mou: mou.id, full_name: 'Co Signer', title: 'CEO' })).error,
    ).toBeNull()
    expect(
      (await company.client.rpc('sign_mou', { mou: mou.id, full_name: 'Co Signer', title: 'CEO' })).error?.message,
    ).toMatch(/already signed/)
    expect(await statusOf(uni, mou.id)).toBe('under_review')
    expect((await uni.client.rpc('sign_mou', { mou: mou.id, full_name: 'Uni Signer', title: 'Dean' })).error).toBeNull()
    expect(await statusOf(company, mou.id)).toBe('active')

    const parties = (
      await company.client
        .from('mou_parties')
        .select('party_id, signed_name, signed_title, signed_at')
        .eq('mou_id', mou.id)
    ).data!
    expect(parties.every((p) => p.signed_at && p.signed_name && p.signed_title)).toBe(true)
    const history = (
      await company.client.from('mou_events').select('kind').eq('mou_id', mou.id).order('created_at')
    ).data!.map((e) => e.kind)
    expect(history).toEqual([
      'created',
      'party_added',
      'version_uploaded',
      'proposed',
      'review_started',
      'changes_requested',
      'version_uploaded',
      'signed',
      'signed',
      'activated',
    ])
    const comments = (await uni.client.from('mou_comments').select('body').eq('mou_id', mou.id)).data!
    expect(comments).toEqual([{ body: 'Please add mentoring.' }])
    const kinds = (await uni.client.from('notifications').select('type').eq('entity_id', mou.id))
      .data!.map((n) => n.type)
      .sort()
    expect(kinds).toEqual(['mou_active', 'mou_changes_requested', 'mou_signed'])
    const coKinds = (await company.client.from('notifications').select('type').eq('entity_id', mou.id))
      .data!.map((n) => n.type)
      .sort()
    expect(coKinds).toEqual(['mou_active', 'mou_proposed', 'mou_proposed', 'mou_signed'])

    // Active: terms are frozen; either side may terminate with a reason.
    const edit = await uni.client.from('mous').update({ title: 'Changed' }).eq('id', mou.id).select()
    expect(edit.data).toEqual([])
    expect((await company.client.rpc('close_mou', { mou: mou.id, action: 'terminate', reason: '' })).error?.code).toBe(
      '22023',
    )
    expect(
      (await company.client.rpc('close_mou', { mou: mou.id, action: 'terminate', reason: 'Programme ended' })).error,
    ).toBeNull()
    expect(await statusOf(uni, mou.id)).toBe('terminated')
  })

  it('can be rejected by the partner only, and the status column is the functions’ alone', async () => {
    const [uni, company] = await Promise.all([
      university('mou-rej'),
      memberWithProfile('mou-rej-co', { profile_type: 'company' }),
    ])
    const mou = await draftMou(uni, [company])
    await uploadVersion(uni, mou.id, 'v1.pdf')
    await uni.client.rpc('propose_mou', { mou: mou.id })
    await uni.client
      .from('mous')
      .update({ status: 'active' } as never)
      .eq('id', mou.id)
    await uni.client.from('mous').update({ title: 'Renamed while proposed' }).eq('id', mou.id)
    expect((await uni.client.from('mous').select('status, title').eq('id', mou.id).single()).data).toEqual({
      status: 'proposed',
      title: 'Internship pipeline',
    })
    expect((await uni.client.rpc('close_mou', { mou: mou.id, action: 'reject', reason: 'No' })).error?.code).toBe(
      '42501',
    )
    expect(
      (await company.client.rpc('close_mou', { mou: mou.id, action: 'reject', reason: 'Budget' })).error,
    ).toBeNull()
    expect(await statusOf(company, mou.id)).toBe('rejected')
    // A student is no partner.
    const student = await memberWithProfile('mou-student')
    const draft = await draftMou(uni, [])
    expect(
      (await uni.client.from('mou_parties').insert({ mou_id: draft.id, party_id: student.id })).error,
    ).not.toBeNull()
    expect(
      (await student.client.from('mous').insert({ university_id: student.id, title: 'Mine' })).error,
    ).not.toBeNull()
  })

  it('remind every party 60 and 14 days before the end, once each, and expire after the end date', async () => {
    const [uni, company] = await Promise.all([
      university('mou-rem'),
      memberWithProfile('mou-rem-co', { profile_type: 'company' }),
    ])
    const mou = await draftMou(uni, [company], { starts_on: '2030-01-01', ends_on: '2031-03-01' })
    await uploadVersion(uni, mou.id, 'v1.pdf')
    await uni.client.rpc('propose_mou', { mou: mou.id })
    await company.client.rpc('sign_mou', { mou: mou.id, full_name: 'Co Signer', title: 'CEO' })
    await uni.client.rpc('sign_mou', { mou: mou.id, full_name: 'Uni Signer', title: 'Dean' })
    const admin = adminClient()
    expect((await company.client.rpc('send_mou_reminders', { as_of: '2031-01-10T12:00:00Z' })).error?.code).toBe(
      '42501',
    )
    expect((await company.client.rpc('expire_mous', { as_of: '2031-03-02T12:00:00Z' })).error?.code).toBe('42501')
    const windows = async (m: Member) =>
      (await m.client.from('notifications').select('data').eq('entity_id', mou.id).eq('type', 'mou_expiring'))
        .data!.map((n) => (n.data as { window: number }).window)
        .sort()
    await admin.rpc('send_mou_reminders', { as_of: '2030-12-01T12:00:00Z' })
    expect(await windows(company)).toEqual([])
    await admin.rpc('send_mou_reminders', { as_of: '2031-01-01T12:00:00Z' })
    await admin.rpc('send_mou_reminders', { as_of: '2031-01-02T12:00:00Z' })
    expect(await windows(company)).toEqual([60])
    expect(await windows(uni)).toEqual([60])
    await admin.rpc('send_mou_reminders', { as_of: '2031-02-16T12:00:00Z' })
    await admin.rpc('send_mou_reminders', { as_of: '2031-02-20T12:00:00Z' })
    expect(await windows(company)).toEqual([14, 60])
    await admin.rpc('expire_mous', { as_of: '2031-03-01T23:00:00Z' })
    expect(await statusOf(company, mou.id)).toBe('active')
    await admin.rpc('expire_mous', { as_of: '2031-03-02T01:00:00Z' })
    await admin.rpc('expire_mous', { as_of: '2031-03-03T01:00:00Z' })
    expect(await statusOf(company, mou.id)).toBe('expired')
    const expired = (
      await uni.client.from('notifications').select('type').eq('entity_id', mou.id).eq('type', 'mou_expired')
    ).data!
    expect(expired).toHaveLength(1)
  })
})

describe('seeded university area', () => {
  it('shows the demo student verified by Lakeside and MOUs in every status', async () => {
    const viewer = await memberWithProfile('seed-viewer')
    const { data } = await viewer.client
      .from('profiles')
      .select('verification_status, verified_by_name')
      .eq('id', '00000000-0000-4000-8000-000000000001')
      .single()
    expect(data).toEqual({ verification_status: 'verified', verified_by_name: 'Lakeside University' })
    const found = await viewer.client.rpc('search_members', {
      filters: { verified_by: '00000000-0000-4000-8000-000000000004' },
      page_size: 50,
    })
    expect(found.error).toBeNull()
    expect(
      (found.data as Array<{ verified_by_name: string }>).every((p) => p.verified_by_name === 'Lakeside University'),
    ).toBe(true)
    expect((found.data as unknown[]).length).toBeGreaterThan(0)
  })
})
