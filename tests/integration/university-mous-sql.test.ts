import { describe, expect, it } from 'vitest'
import { adminClient, memberWithProfile, university, type Member } from './helpers.ts'

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
