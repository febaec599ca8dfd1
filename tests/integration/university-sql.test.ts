import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { appUrl, latestMail, memberWithProfile, otpFrom, university, type Member } from './helpers.ts'

const tag = () => randomUUID().slice(0, 8)

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
