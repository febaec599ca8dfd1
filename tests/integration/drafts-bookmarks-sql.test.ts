import { describe, expect, it } from 'vitest'
import { anonClient, associate, DEMO, insertPost, memberWithProfile, type Member } from './helpers.ts'

/** A seeded community none of the fresh members belongs to (Lakeside AI Society). */
const SOMEONE_ELSES_COMMUNITY = '13000000-0000-4000-8000-000000000018'

const saveDraft = (m: Member, fields: Record<string, unknown> = {}) =>
  m.client
    .from('post_drafts')
    .upsert(
      { member_id: m.id, community_id: null, body: 'Half a thought', ...fields },
      { onConflict: 'member_id,community_id' },
    )
    .select()

/** What the Saved screen lists: bookmarks whose post the member may still read, last saved first. */
const savedIds = async (m: Member) => {
  const { data, error } = await m.client
    .from('post_bookmarks')
    .select('post_id, post:posts!inner(id)')
    .eq('member_id', m.id)
    .order('created_at', { ascending: false })
  if (error) throw error
  return data.map((r) => r.post_id as string)
}

describe('post drafts: one per member and place, only the owner reads or writes it', () => {
  it('lets the owner save, replace and read their draft; others see nothing and change nothing', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('drafter'), memberWithProfile('snoop')])
    const first = await saveDraft(ana, { body: 'First words', media: [`${ana.id}/a.jpg`], media_alt: ['A whiteboard'] })
    expect(first.error).toBeNull()
    const second = await saveDraft(ana, { body: 'First words, then more', media: [], media_alt: [] })
    expect(second.error).toBeNull()
    const { data: mine } = await ana.client.from('post_drafts').select('body, media, member_id')
    expect(mine).toEqual([{ body: 'First words, then more', media: [], member_id: ana.id }])

    expect((await ben.client.from('post_drafts').select('id').eq('member_id', ana.id)).data).toEqual([])
    expect((await anonClient().from('post_drafts').select('id')).data ?? []).toEqual([])
    const edit = await ben.client.from('post_drafts').update({ body: 'Hijacked' }).eq('member_id', ana.id).select()
    expect(edit.data).toEqual([])
    const drop = await ben.client.from('post_drafts').delete().eq('member_id', ana.id).select()
    expect(drop.data).toEqual([])
    const forged = await ben.client.from('post_drafts').insert({ member_id: ana.id, body: 'As Ana' })
    expect(forged.error?.code).toBe('42501')
    const { data: still } = await ana.client.from('post_drafts').select('body').single()
    expect(still?.body).toBe('First words, then more')
  })

  it('refuses images from someone else’s folder, and a draft in a community the member is not in', async () => {
    const ana = await memberWithProfile('careful')
    const theirs = await saveDraft(ana, { media: [`${DEMO.student}/photo.jpg`], media_alt: [''] })
    expect(theirs.error?.code).toBe('42501')
    const elsewhere = await ana.client
      .from('post_drafts')
      .insert({ member_id: ana.id, community_id: SOMEONE_ELSES_COMMUNITY, body: 'Hello' })
    expect(elsewhere.error?.code).toBe('42501')
    const misaligned = await saveDraft(ana, { media: [`${ana.id}/a.jpg`], media_alt: [] })
    expect(misaligned.error?.code).toBe('23514')
  })

  it('ends the draft of that place when the member publishes, but not on a repost', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('publisher'), memberWithProfile('reposted')])
    await saveDraft(ana, { body: 'Almost ready' })
    const theirs = await insertPost(ben, { body: 'Worth sharing' })
    await insertPost(ana, { repost_of: theirs.id, body: '' })
    expect((await ana.client.from('post_drafts').select('body')).data).toEqual([{ body: 'Almost ready' }])
    await insertPost(ana, { body: 'Almost ready, and now published' })
    expect((await ana.client.from('post_drafts').select('body')).data).toEqual([])
  })
})

describe('post bookmarks: private, and only of posts the member may see', () => {
  it('saves a visible post, refuses a hidden one, and nobody else reads or removes the bookmark', async () => {
    const [ana, ben, cy] = await Promise.all([
      memberWithProfile('poster'),
      memberWithProfile('saver'),
      memberWithProfile('outsider'),
    ])
    const open = await insertPost(ana, { body: 'Public notes #study' })
    const inner = await insertPost(ana, { body: 'Associates only', visibility: 'associates' })

    expect((await ben.client.from('post_bookmarks').insert({ member_id: ben.id, post_id: open.id })).error).toBeNull()
    const hidden = await ben.client.from('post_bookmarks').insert({ member_id: ben.id, post_id: inner.id })
    expect(hidden.error?.code).toBe('42501')
    const forged = await cy.client.from('post_bookmarks').insert({ member_id: ben.id, post_id: open.id })
    expect(forged.error?.code).toBe('42501')

    // Neither the author nor anyone else learns who saved the post.
    expect((await cy.client.from('post_bookmarks').select('member_id').eq('post_id', open.id)).data).toEqual([])
    expect((await ana.client.from('post_bookmarks').select('member_id').eq('post_id', open.id)).data).toEqual([])
    const removed = await cy.client.from('post_bookmarks').delete().eq('member_id', ben.id).select()
    expect(removed.data).toEqual([])
    expect(await savedIds(ben)).toEqual([open.id])

    // Once an associate, the hidden post can be saved too; the owner can remove a bookmark.
    await associate(ana, ben)
    expect((await ben.client.from('post_bookmarks').insert({ member_id: ben.id, post_id: inner.id })).error).toBeNull()
    expect(await savedIds(ben)).toEqual([inner.id, open.id])
    await ben.client.from('post_bookmarks').delete().eq('member_id', ben.id).eq('post_id', open.id)
    expect(await savedIds(ben)).toEqual([inner.id])
  })

  it('drops a saved post from the list once the member may no longer see it, and with the post', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('changer'), memberWithProfile('keeper')])
    const first = await insertPost(ana, { body: 'Soon for associates only' })
    const second = await insertPost(ana, { body: 'Soon deleted' })
    await ben.client.from('post_bookmarks').insert([
      { member_id: ben.id, post_id: first.id },
      { member_id: ben.id, post_id: second.id },
    ])
    expect((await savedIds(ben)).sort()).toEqual([first.id, second.id].sort())
    await ana.client.from('posts').update({ visibility: 'associates' }).eq('id', first.id)
    expect(await savedIds(ben)).toEqual([second.id])
    await ana.client.from('posts').delete().eq('id', second.id)
    expect(await savedIds(ben)).toEqual([])
    // The hidden post's bookmark stays the member's: it comes back if the post is shared with them again.
    await ana.client.from('posts').update({ visibility: 'public' }).eq('id', first.id)
    expect(await savedIds(ben)).toEqual([first.id])
  })
})

describe('alt text on post images', () => {
  it('keeps one alt text per image, allows none at all, and refuses a mismatch', async () => {
    const ana = await memberWithProfile('describer')
    const described = await insertPost(ana, {
      body: 'Our poster',
      media: [`${ana.id}/a.jpg`, `${ana.id}/b.jpg`],
      media_alt: ['A poster for the hackathon', ''],
    })
    expect(described.media_alt).toEqual(['A poster for the hackathon', ''])
    const none = await insertPost(ana, { body: 'No descriptions', media: [`${ana.id}/c.jpg`] })
    expect(none.media_alt).toEqual([])
    const wrong = await ana.client
      .from('posts')
      .insert({ author_id: ana.id, body: 'Mismatch', media: [`${ana.id}/d.jpg`], media_alt: ['one', 'two'] })
    expect(wrong.error?.code).toBe('23514')
    // Adding alt text later keeps the post unedited in readers' eyes.
    const { data: later } = await ana.client
      .from('posts')
      .update({ media_alt: ['A robot arm'] })
      .eq('id', none.id)
      .select('media_alt, edited_at')
      .single()
    expect(later).toEqual({ media_alt: ['A robot arm'], edited_at: null })
  })

  it('gives the seeded images alt text, the student a draft and every demo account bookmarks', async () => {
    const { adminClient } = await import('./helpers.ts')
    const admin = adminClient()
    const { data: images } = await admin.from('posts').select('media, media_alt').neq('media', '{}')
    expect(images!.length).toBeGreaterThan(0)
    for (const p of images!.filter((i) => (i.media as string[])[0]?.startsWith('/seed/')))
      expect((p.media_alt as string[]).every((a) => a.length > 10)).toBe(true)
    const { data: drafts } = await admin.from('post_drafts').select('member_id').eq('member_id', DEMO.student)
    expect(drafts).toHaveLength(1)
    const { data: marks } = await admin.from('post_bookmarks').select('member_id')
    const members = new Set(marks!.map((m) => m.member_id as string))
    for (let n = 1; n <= 8; n++) expect(members).toContain(`00000000-0000-4000-8000-00000000000${n}`)
  })
})
