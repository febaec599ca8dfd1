import { describe, expect, it } from 'vitest'
import { adminClient, memberWithProfile, openOpportunity, type Member } from './helpers.ts'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

const company = (label: string) => memberWithProfile(label, { profile_type: 'company', name: `${label} Ltd` })

async function uploadResume(m: Member, name: string) {
  const { error } = await m.client.storage
    .from('resumes')
    .upload(`${m.id}/${name}`, PDF, { contentType: 'application/pdf' })
  if (error) throw error
}

const received = async (poster: Member, opportunity: string) =>
  (
    await poster.client
      .from('notifications')
      .select('type, actor_id, data')
      .eq('entity_id', opportunity)
      .in('type', ['application_received', 'application_status'])
      .order('created_at')
  ).data!

describe('quick apply', () => {
  it('applies with the profile and the newest résumé, and explains when there is none', async () => {
    const [ana, org] = await Promise.all([memberWithProfile('quick-ana'), company('quick-org')])
    const opportunity = await openOpportunity(org, { title: 'Quick internship', type: 'internship' })

    const none = await ana.client.rpc('quick_apply', { opportunity_id: opportunity })
    expect(none.error).toMatchObject({ code: '22023', hint: 'no_default_resume' })
    expect((await ana.client.rpc('my_default_resume')).data).toBeNull()

    await uploadResume(ana, 'old-cv.pdf')
    await uploadResume(ana, 'cv-2026.pdf')
    expect((await ana.client.rpc('my_default_resume')).data).toBe(`${ana.id}/cv-2026.pdf`)
    const applied = await ana.client.rpc('quick_apply', { opportunity_id: opportunity })
    expect(applied.error).toBeNull()
    const { data: app } = await ana.client
      .from('applications')
      .select('id, full_name, email, resume_path, status, applied_via')
      .eq('id', applied.data)
      .single()
    expect(app).toEqual({
      id: applied.data,
      full_name: 'quick-ana person',
      email: ana.email,
      resume_path: `${ana.id}/cv-2026.pdf`,
      status: 'submitted',
      applied_via: 'quick',
    })
    expect(await received(org, opportunity)).toEqual([
      { type: 'application_received', actor_id: ana.id, data: {} },
    ])
    const again = await ana.client.rpc('quick_apply', { opportunity_id: opportunity })
    expect(again.error?.message).toBe('You have already applied to this opportunity')
  })

  it('is refused where the poster asks questions or turned it off, and on one’s own opportunity', async () => {
    const [ana, org] = await Promise.all([memberWithProfile('quick-refused'), company('quick-refused-org')])
    await uploadResume(ana, 'cv.pdf')
    const asks = await openOpportunity(org, {
      questions: [{ id: 'q1', label: 'Why us?', kind: 'text', required: true }],
    })
    const off = await openOpportunity(org, { quick_apply: false })
    for (const id of [asks, off]) {
      const refused = await ana.client.rpc('quick_apply', { opportunity_id: id })
      expect(refused.error).toMatchObject({ code: '22023', hint: 'quick_apply_unavailable' })
    }
    await uploadResume(org, 'cv.pdf')
    const own = await openOpportunity(org, {})
    expect((await org.client.rpc('quick_apply', { opportunity_id: own })).error?.message).toBe(
      'You cannot apply to your own opportunity',
    )
  })
})

describe('undoing a quick application', () => {
  it('removes it as if never sent, only for the applicant: the poster keeps no trace of it', async () => {
    const [ana, ben, org] = await Promise.all([
      memberWithProfile('undo-ana'),
      memberWithProfile('undo-ben'),
      company('undo-org'),
    ])
    await uploadResume(ana, 'cv.pdf')
    const opportunity = await openOpportunity(org, { title: 'Undoable role' })
    const { data: id } = await ana.client.rpc('quick_apply', { opportunity_id: opportunity })

    const stranger = await ben.client.rpc('undo_quick_apply', { application_id: id })
    expect(stranger.error).toMatchObject({ code: 'P0002', message: 'Application not found' })
    const poster = await org.client.rpc('undo_quick_apply', { application_id: id })
    expect(poster.error?.code).toBe('P0002')

    expect((await ana.client.rpc('undo_quick_apply', { application_id: id })).error).toBeNull()
    expect((await ana.client.from('applications').select('id').eq('id', id)).data).toEqual([])
    expect((await org.client.from('applications').select('id').eq('opportunity_id', opportunity)).data).toEqual([])
    expect(await received(org, opportunity)).toEqual([])
    const { data: counted } = await org.client
      .from('opportunities')
      .select('application_count')
      .eq('id', opportunity)
      .single()
    expect(counted?.application_count).toBe(0)
    // Undone, the member may apply again.
    expect((await ana.client.rpc('quick_apply', { opportunity_id: opportunity })).error).toBeNull()
  })

  it('is refused after its window or once the poster moved it; withdrawing then tells the poster', async () => {
    const [ana, org] = await Promise.all([memberWithProfile('late-ana'), company('late-org')])
    await uploadResume(ana, 'cv.pdf')
    const [late, moved] = await Promise.all([openOpportunity(org, {}), openOpportunity(org, {})])
    const { data: lateId } = await ana.client.rpc('quick_apply', { opportunity_id: late })
    const { data: movedId } = await ana.client.rpc('quick_apply', { opportunity_id: moved })

    await adminClient()
      .from('applications')
      .update({ created_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('id', lateId)
    const expired = await ana.client.rpc('undo_quick_apply', { application_id: lateId })
    expect(expired.error).toMatchObject({ code: '22023', hint: 'undo_expired' })

    await org.client.rpc('change_application_status', { application_id: movedId, new_status: 'under_review' })
    const afterMove = await ana.client.rpc('undo_quick_apply', { application_id: movedId })
    expect(afterMove.error).toMatchObject({ code: '22023', hint: 'undo_expired' })

    const withdrawn = await ana.client.rpc('change_application_status', {
      application_id: lateId,
      new_status: 'withdrawn',
    })
    expect(withdrawn.error).toBeNull()
    expect((await received(org, late)).map((n) => [n.type, n.data.status ?? null])).toEqual([
      ['application_received', null],
      ['application_status', 'withdrawn'],
    ])
  })

  it('only undoes quick applications: the form’s cannot claim to be one', async () => {
    const [ana, org] = await Promise.all([memberWithProfile('form-ana'), company('form-org')])
    const opportunity = await openOpportunity(org, {})
    const { data: app, error } = await ana.client
      .from('applications')
      .insert({
        opportunity_id: opportunity,
        applicant_id: ana.id,
        full_name: 'Ana',
        email: ana.email,
        applied_via: 'quick',
      })
      .select('id, applied_via')
      .single()
    expect(error).toBeNull()
    expect(app?.applied_via).toBe('form')
    const undo = await ana.client.rpc('undo_quick_apply', { application_id: app!.id })
    expect(undo.error).toMatchObject({ code: '22023', hint: 'not_quick' })
  })
})
