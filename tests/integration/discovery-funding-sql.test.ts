import { describe, expect, it } from 'vitest'
import { adminClient, anonClient, memberWithProfile } from './helpers.ts'

type Member = Awaited<ReturnType<typeof memberWithProfile>>

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const word = () => `zq${Math.random().toString(36).slice(2, 9)}`

async function pitch(founder: Member, fields: Record<string, unknown> = {}) {
  const { data, error } = await founder.client
    .from('pitches')
    .insert({ founder_id: founder.id, name: 'Tidewater', one_liner: 'Desalination for small islands', ...fields })
    .select()
    .single()
  if (error) throw error
  return data
}

describe('discovery: search_members', () => {
  it('finds public members by words and filters, never private ones, the caller or hidden fields', async () => {
    const tag = word()
    const [org, ana, ben, hidden] = await Promise.all([
      memberWithProfile('disc-org', { profile_type: 'company' }),
      memberWithProfile('disc-ana', {
        name: `Ana ${tag}`,
        skills: ['Python', 'SQL'],
        university: 'Lakeside University',
        location: 'Berlin',
        show_location: true,
      }),
      memberWithProfile('disc-ben', {
        name: `Ben ${tag}`,
        skills: ['Figma'],
        location: 'Lisbon',
        show_location: false,
        show_email: false,
      }),
      memberWithProfile('disc-hidden', { name: `Hidden ${tag}`, skills: ['Python'], is_public: false }),
    ])
    const search = (filters: Record<string, unknown>, after_id?: string, page_size = 20) =>
      org.client.rpc('search_members', { filters, after_id, page_size })
    const all = await search({ q: tag })
    expect(all.error).toBeNull()
    expect(all.data!.map((p: { name: string }) => p.name)).toEqual([`Ana ${tag}`, `Ben ${tag}`])
    const benRow = all.data!.find((p: { id: string }) => p.id === ben.id)
    expect(benRow.location).toBeNull()
    expect(benRow.email).toBeNull()
    expect(all.data!.some((p: { id: string }) => p.id === hidden.id)).toBe(false)

    const python = await search({ q: tag, skills: ['python'] })
    expect(python.data!.map((p: { id: string }) => p.id)).toEqual([ana.id])
    const lakeside = await search({ q: tag, university: 'lakeside', location: 'berl' })
    expect(lakeside.data!.map((p: { id: string }) => p.id)).toEqual([ana.id])
    const companies = await search({ q: tag, profile_types: ['company'] })
    expect(companies.data).toEqual([])
    const verified = await search({ q: tag, verification: 'verified' })
    expect(verified.data).toEqual([])

    const first = await search({ q: tag }, undefined, 1)
    const second = await search({ q: tag }, first.data![0].id, 1)
    expect([first.data![0].id, second.data![0].id]).toEqual([ana.id, ben.id])

    const self = await ana.client.rpc('search_members', { filters: { q: tag } })
    expect(self.data!.map((p: { id: string }) => p.id)).toEqual([ben.id])
    expect((await anonClient().rpc('search_members', { filters: {} })).error).not.toBeNull()
  })
})

describe('discovery: shortlists and saved searches', () => {
  it('are private to their owner; only public members can be shortlisted; the order and notes are the owner’s', async () => {
    const [org, rival, ana, ben, hidden] = await Promise.all([
      memberWithProfile('sl-org', { profile_type: 'employer' }),
      memberWithProfile('sl-rival', { profile_type: 'company' }),
      memberWithProfile('sl-ana'),
      memberWithProfile('sl-ben'),
      memberWithProfile('sl-hidden', { is_public: false }),
    ])
    const { data: list, error } = await org.client
      .from('shortlists')
      .insert({ owner_id: org.id, name: 'Backend interns' })
      .select()
      .single()
    expect(error).toBeNull()
    for (const m of [ana, ben]) {
      const added = await org.client
        .from('shortlist_members')
        .insert({ shortlist_id: list!.id, member_id: m.id, note: 'Great' })
      expect(added.error).toBeNull()
    }
    const privateOne = await org.client
      .from('shortlist_members')
      .insert({ shortlist_id: list!.id, member_id: hidden.id })
    expect(privateOne.error?.code).toBe('42501')
    expect((await org.client.rpc('reorder_shortlist', { list: list!.id, member_ids: [ben.id, ana.id] })).data).toBe(2)
    const ordered = await org.client
      .from('shortlist_members')
      .select('member_id')
      .eq('shortlist_id', list!.id)
      .order('position')
    expect(ordered.data!.map((r) => r.member_id)).toEqual([ben.id, ana.id])

    expect((await rival.client.from('shortlists').select('*').eq('id', list!.id)).data).toEqual([])
    expect((await rival.client.from('shortlist_members').select('*').eq('shortlist_id', list!.id)).data).toEqual([])
    const sneakIn = await rival.client.from('shortlist_members').insert({ shortlist_id: list!.id, member_id: rival.id })
    expect(sneakIn.error?.code).toBe('42501')
    expect((await rival.client.rpc('reorder_shortlist', { list: list!.id, member_ids: [ana.id, ben.id] })).data).toBe(0)
    const renamed = await rival.client.from('shortlists').update({ name: 'Mine now' }).eq('id', list!.id).select()
    expect(renamed.data).toEqual([])
    const note = await rival.client
      .from('shortlist_members')
      .update({ note: 'x' })
      .eq('shortlist_id', list!.id)
      .select()
    expect(note.data).toEqual([])
    expect((await ana.client.from('shortlist_members').select('*').eq('member_id', ana.id)).data).toEqual([])
  })

  it('saved searches are private and notify their owner once of members who joined since', async () => {
    const tag = word()
    const [org, rival] = await Promise.all([
      memberWithProfile('ss-org', { profile_type: 'company' }),
      memberWithProfile('ss-rival', { profile_type: 'company' }),
    ])
    const { data: saved } = await org.client
      .from('saved_searches')
      .insert({ owner_id: org.id, name: `Rust ${tag}`, filters: { q: tag, skills: ['Rust'] } })
      .select()
      .single()
    expect((await rival.client.from('saved_searches').select('*').eq('id', saved!.id)).data).toEqual([])
    const hijack = await rival.client.from('saved_searches').update({ name: 'x' }).eq('id', saved!.id).select()
    expect(hijack.data).toEqual([])

    await memberWithProfile('ss-match', { name: `Rustacean ${tag}`, skills: ['Rust'] })
    await memberWithProfile('ss-private', { name: `Quiet ${tag}`, skills: ['Rust'], is_public: false })
    await memberWithProfile('ss-other', { name: `Gopher ${tag}`, skills: ['Go'] })
    expect((await org.client.rpc('check_saved_searches')).data).toBe(1)
    expect((await org.client.rpc('check_saved_searches')).data).toBe(0)
    const { data: notes } = await org.client
      .from('notifications')
      .select('type, entity_id, data')
      .eq('recipient_id', org.id)
      .eq('type', 'saved_search_match')
    expect(notes).toEqual([
      {
        type: 'saved_search_match',
        entity_id: saved!.id,
        data: expect.objectContaining({ count: 1, name: `Rust ${tag}` }),
      },
    ])
    expect((await rival.client.rpc('check_saved_searches')).data).toBe(0)
  })
})

describe('funding: pitches and decks', () => {
  it('keeps drafts to their founder; funders see published pitches; others see none', async () => {
    const [founder, investor, philanthropist, student] = await Promise.all([
      memberWithProfile('p-founder'),
      memberWithProfile('p-investor', { profile_type: 'investor' }),
      memberWithProfile('p-phil', { profile_type: 'philanthropist' }),
      memberWithProfile('p-student'),
    ])
    const draft = await pitch(founder, { view_count: 50, interest_count: 9 })
    expect(draft).toMatchObject({ status: 'draft', view_count: 0, interest_count: 0, published_at: null })
    const published = await pitch(founder, { name: 'Published one', status: 'published' })
    expect(published.published_at).not.toBeNull()
    for (const funder of [investor, philanthropist]) {
      const seen = await funder.client.from('pitches').select('id').in('id', [draft.id, published.id])
      expect(seen.data!.map((r) => r.id)).toEqual([published.id])
    }
    expect((await student.client.from('pitches').select('id').in('id', [draft.id, published.id])).data).toEqual([])
    const edit = await investor.client.from('pitches').update({ name: 'Mine' }).eq('id', published.id).select()
    expect(edit.data).toEqual([])
    const forged = await student.client.from('pitches').insert({ founder_id: founder.id, name: 'Fake', one_liner: 'x' })
    expect(forged.error?.code).toBe('42501')
    const found = await investor.client.rpc('search_pitches', { q: 'Published one' })
    expect(found.error).toBeNull()
    expect(found.data!.map((p: { id: string }) => p.id)).toContain(published.id)
  })

  it('stores decks in the founder’s folder; funders open published decks through expiring signed URLs, with the view recorded', async () => {
    const [founder, other, investor, student] = await Promise.all([
      memberWithProfile('d-founder'),
      memberWithProfile('d-other'),
      memberWithProfile('d-investor', { profile_type: 'investor' }),
      memberWithProfile('d-student'),
    ])
    const p = await pitch(founder)
    const path = `${founder.id}/pitches/${p.id}/deck.pdf`
    const up = await founder.client.storage.from('documents').upload(path, PDF, { contentType: 'application/pdf' })
    expect(up.error).toBeNull()
    const intoOthers = await other.client.storage
      .from('documents')
      .upload(`${founder.id}/pitches/${p.id}/evil.pdf`, PDF, { contentType: 'application/pdf' })
    expect(intoOthers.error).not.toBeNull()
    const otherPitchFolder = await other.client.storage
      .from('documents')
      .upload(`${other.id}/pitches/${p.id}/deck.pdf`, PDF, { contentType: 'application/pdf' })
    expect(otherPitchFolder.error).not.toBeNull()
    const misplaced = await founder.client
      .from('pitches')
      .update({ deck_path: `${other.id}/pitches/x/deck.pdf` })
      .eq('id', p.id)
    expect(misplaced.error).not.toBeNull()
    await founder.client.from('pitches').update({ deck_path: path }).eq('id', p.id)

    // A draft's deck: only the founder.
    expect((await investor.client.storage.from('documents').createSignedUrl(path, 60)).error).not.toBeNull()
    expect((await investor.client.rpc('open_pitch_deck', { pitch: p.id })).error).not.toBeNull()
    expect((await founder.client.storage.from('documents').createSignedUrl(path, 60)).error).toBeNull()

    await founder.client.from('pitches').update({ status: 'published' }).eq('id', p.id)
    expect((await student.client.rpc('open_pitch_deck', { pitch: p.id })).error).not.toBeNull()
    expect((await student.client.storage.from('documents').createSignedUrl(path, 60)).error).not.toBeNull()
    expect((await anonClient().storage.from('documents').download(path)).error).not.toBeNull()

    const opened = await investor.client.rpc('open_pitch_deck', { pitch: p.id })
    expect(opened).toMatchObject({ error: null, data: path })
    await investor.client.rpc('open_pitch_deck', { pitch: p.id })
    const signed = await investor.client.storage.from('documents').createSignedUrl(path, 1)
    expect(signed.error).toBeNull()
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200)
    // A 1-second URL: asked again until its second has passed.
    await expect
      .poll(async () => (await fetch(signed.data!.signedUrl)).status, { timeout: 5000, interval: 250 })
      .toBeGreaterThanOrEqual(400)

    const { data: views } = await founder.client.from('pitch_views').select('viewer_id').eq('pitch_id', p.id)
    expect(views).toEqual([{ viewer_id: investor.id }])
    expect((await founder.client.from('pitches').select('view_count').eq('id', p.id).single()).data).toEqual({
      view_count: 1,
    })
    expect((await student.client.from('pitch_views').select('*').eq('pitch_id', p.id)).data).toEqual([])
    const forgedView = await investor.client.from('pitch_views').insert({ pitch_id: p.id, viewer_id: investor.id })
    expect(forgedView.error).not.toBeNull()
  })

  it('lets investors and philanthropists express interest once, notifying the founder', async () => {
    const [founder, investor, student, rival] = await Promise.all([
      memberWithProfile('i-founder'),
      memberWithProfile('i-investor', { profile_type: 'investor' }),
      memberWithProfile('i-student'),
      memberWithProfile('i-rival', { profile_type: 'philanthropist' }),
    ])
    const interest = (by: Member, pitchId: string, investorId: string, message?: string) =>
      by.client.from('pitch_interests').insert({ pitch_id: pitchId, investor_id: investorId, message })
    const draft = await pitch(founder)
    expect((await interest(investor, draft.id, investor.id)).error?.code).toBe('42501') // a draft
    const p = await pitch(founder, { status: 'published' })
    expect((await interest(student, p.id, student.id)).error?.code).toBe('42501') // not an investor
    expect((await interest(rival, p.id, investor.id)).error?.code).toBe('42501') // as someone else
    expect((await interest(investor, p.id, investor.id, 'Let’s talk')).error).toBeNull()
    expect((await interest(investor, p.id, investor.id)).error?.code).toBe('23505') // once
    const { data: notes } = await founder.client
      .from('notifications')
      .select('type, actor_id, entity_id')
      .eq('recipient_id', founder.id)
      .eq('type', 'pitch_interest')
    expect(notes).toEqual([{ type: 'pitch_interest', actor_id: investor.id, entity_id: p.id }])
    expect(
      (await founder.client.from('pitch_interests').select('investor_id, message').eq('pitch_id', p.id)).data,
    ).toEqual([{ investor_id: investor.id, message: 'Let’s talk' }])
    expect((await rival.client.from('pitch_interests').select('*').eq('pitch_id', p.id)).data).toEqual([])
    expect((await founder.client.from('pitches').select('interest_count').eq('id', p.id).single()).data).toEqual({
      interest_count: 1,
    })
  })
})

describe('trending_this_week', () => {
  it('lists public posts and open opportunities by engagement, for members only', async () => {
    const member = await memberWithProfile('trend-viewer')
    const { data, error } = await member.client.rpc('trending_this_week', { max_items: 5 })
    expect(error).toBeNull()
    expect(Array.isArray(data)).toBe(true)
    for (const item of data!) expect(['post', 'opportunity']).toContain(item.entity_type)
    expect((await anonClient().rpc('trending_this_week', { max_items: 5 })).error).not.toBeNull()
    void adminClient
  })
})
