import { describe, expect, it } from 'vitest'
import { adminClient, insertPost, type Member } from './helpers.ts'
import {
  comment,
  community,
  conversation,
  joinOpen,
  member,
  message,
  openCase,
  platformModerator,
  report,
  visiblePost,
} from './moderation-fixtures.ts'

const STATEMENT = 'Asking students to pay for a placement is a scam under our rules.'

const decide = (mod: Member, caseId: string, action: string, fields: Record<string, unknown> = {}) =>
  mod.client.rpc('moderate_case', { case_id: caseId, action, rule: 'Spam and scams', statement: STATEMENT, ...fields })

/** A public post by `author`, reported by `reporter`, and its open case. */
async function reportedPost(
  author: Member,
  reporter: Member,
  mod: Member,
  body = 'Pay $150 for a guaranteed internship',
) {
  const post = await insertPost(author, { body, visibility: 'public' })
  const { error } = await report(reporter, 'post', post.id, 'scam')
  if (error) throw error
  return { post, found: (await openCase(mod, 'post', post.id))! }
}

const notificationsOf = async (m: Member, type: string) =>
  (await m.client.from('notifications').select('type, data, entity_id').eq('type', type)).data ?? []

const standing = async (m: Member, asOf?: string) =>
  (await m.client.rpc('my_standing', asOf ? { as_of: asOf } : {})).data as {
    strikes: number
    restriction: { action: string; until: string | null } | null
  }

describe('a platform moderator decides a case', () => {
  it('removes the content with its reasons, tells the member in the app and by e-mail, and the reporter the outcome', async () => {
    const [author, reporter, reader, mod] = await Promise.all([
      member('dec-author'),
      member('dec-reporter'),
      member('dec-reader'),
      platformModerator('dec-mod'),
    ])
    const { post, found } = await reportedPost(author, reporter, mod)
    const { data: decision, error } = await decide(mod, found.id, 'remove')
    expect(error).toBeNull()
    expect(decision).toMatchObject({ action: 'remove', rule: 'Spam and scams', statement: STATEMENT })

    expect(await visiblePost(reader, post.id)).toBe(false)
    const own = await author.client.from('posts').select('removed_at, removed_reason').eq('id', post.id).single()
    expect(own.data?.removed_at).not.toBeNull()
    expect(own.data?.removed_reason).toBe(STATEMENT)

    const [notice] = await notificationsOf(author, 'moderation_decision')
    expect(notice.data).toMatchObject({ action: 'remove', rule: 'Spam and scams', statement: STATEMENT })
    const mail = await adminClient()
      .from('email_outbox')
      .select('subject, body_text, kind')
      .eq('to_email', author.email)
      .eq('kind', 'moderation_notice')
    expect(mail.data).toHaveLength(1)
    expect(mail.data![0].body_text).toContain(STATEMENT)
    expect(mail.data![0].body_text).toContain('appeal')

    const [outcome] = await notificationsOf(reporter, 'moderation_report_outcome')
    expect(outcome.data).toMatchObject({ outcome: 'actioned' })
    expect(JSON.stringify(outcome)).not.toContain(STATEMENT)
    expect((await reporter.client.from('reports').select('status').eq('target_id', post.id)).data).toEqual([
      { status: 'actioned' },
    ])
    expect((await standing(author)).strikes).toBe(1)
  })

  it('dismisses: the reports close, an item hidden pending review comes back, the author hears nothing', async () => {
    const [author, a, b, c, reader, mod] = await Promise.all([
      member('dis-author'),
      member('dis-a'),
      member('dis-b'),
      member('dis-c'),
      member('dis-reader'),
      platformModerator('dis-mod'),
    ])
    const post = await insertPost(author, { body: 'Our club meets on Thursdays', visibility: 'public' })
    for (const m of [a, b, c]) await report(m, 'post', post.id, 'spam')
    expect(await visiblePost(reader, post.id)).toBe(false)
    const found = await openCase(mod, 'post', post.id)
    expect((await decide(mod, found!.id, 'dismiss', { rule: 'No rule broken' })).error).toBeNull()
    expect(await visiblePost(reader, post.id)).toBe(true)
    expect(await notificationsOf(author, 'moderation_decision')).toEqual([])
    expect((await notificationsOf(a, 'moderation_report_outcome'))[0].data).toMatchObject({ outcome: 'dismissed' })
    expect(await openCase(mod, 'post', post.id)).toBeNull()
    expect((await standing(author)).strikes).toBe(0)
  })

  it('refuses a decision without a rule or reasons, by a non-moderator, about oneself, or twice', async () => {
    const [author, reporter, stranger, mod] = await Promise.all([
      member('ref-author'),
      member('ref-reporter'),
      member('ref-stranger'),
      platformModerator('ref-mod'),
    ])
    const { found } = await reportedPost(author, reporter, mod)
    expect((await decide(mod, found.id, 'remove', { statement: 'Bad.' })).error?.code).toBe('22023')
    expect((await decide(mod, found.id, 'remove', { rule: ' ' })).error?.code).toBe('22023')
    expect((await decide(mod, found.id, 'restrict')).error?.message).toMatch(/1 and 365 days/)
    expect((await decide(stranger, found.id, 'remove')).error?.code).toBe('P0002')
    expect((await decide(author, found.id, 'dismiss')).error?.code).toBe('P0002')
    expect((await decide(mod, found.id, 'remove')).error).toBeNull()
    expect((await decide(mod, found.id, 'dismiss')).error?.code).toBe('55000')

    const otherMod = await platformModerator('ref-mod-2')
    const own = await insertPost(mod, { body: 'A moderator’s own post', visibility: 'public' })
    await report(otherMod, 'post', own.id, 'spam')
    const ownCase = await openCase(otherMod, 'post', own.id)
    expect((await decide(mod, ownCase!.id, 'dismiss')).error?.code).toBe('42501')
  })
})

describe('restrictions are enforced by the database', () => {
  it('keeps a restricted member from posting, commenting and messaging, until a reversal lifts it', async () => {
    const [author, reporter, friend, mod, otherMod] = await Promise.all([
      member('res-author'),
      member('res-reporter'),
      member('res-friend'),
      platformModerator('res-mod'),
      platformModerator('res-mod-2'),
    ])
    const chat = await conversation(author, friend)
    const friendPost = await insertPost(friend, { body: 'Hello', visibility: 'public' })
    const { post, found } = await reportedPost(author, reporter, mod)
    const { data: decision } = await decide(mod, found.id, 'restrict', { days: 7 })
    expect(decision.restricted_until).not.toBeNull()

    const refusedPost = await author.client.from('posts').insert({ author_id: author.id, body: 'Again' })
    expect(refusedPost.error?.code).toBe('42501')
    expect(refusedPost.error?.message).toMatch(/cannot post or send messages until/)
    const refusedComment = await author.client
      .from('post_comments')
      .insert({ post_id: friendPost.id, author_id: author.id, body: 'Hi' })
    expect(refusedComment.error?.code).toBe('42501')
    const refusedMessage = await author.client
      .from('messages')
      .insert({ conversation_id: chat, sender_id: author.id, body: 'Hi' })
    expect(refusedMessage.error?.code).toBe('42501')
    expect((await standing(author)).restriction).toMatchObject({ action: 'restrict' })
    expect(await message(friend, chat, 'Others still can')).toBeTruthy()

    const { data: appeal } = await author.client.rpc('appeal_decision', {
      decision_id: decision.id,
      body: 'I was sharing a real programme, here is the link to its page.',
    })
    expect(
      (await mod.client.rpc('decide_appeal', { appeal_id: appeal.id, reverse: true, statement: 'Looks fine.' })).error
        ?.code,
    ).toBe('42501')
    const reversed = await otherMod.client.rpc('decide_appeal', {
      appeal_id: appeal.id,
      reverse: true,
      statement: 'The programme is real: the restriction is lifted and the post restored.',
    })
    expect(reversed.error).toBeNull()
    expect(await comment(author, friendPost.id, 'Thanks for restoring it')).toBeTruthy()
    expect(await visiblePost(friend, post.id)).toBe(true)
    expect((await standing(author)).restriction).toBeNull()
    expect((await standing(author)).strikes).toBe(0)
    const [said] = await notificationsOf(author, 'moderation_appeal_decided')
    expect(said.data).toMatchObject({ reversed: true })
  })

  it('suspends a member until lifted; community moderators may neither restrict nor suspend', async () => {
    const [owner, author, reporter, mod] = await Promise.all([
      member('sus-owner'),
      member('sus-author'),
      member('sus-reporter'),
      platformModerator('sus-mod'),
    ])
    const club = await community(owner)
    await joinOpen(author, club.id)
    await joinOpen(reporter, club.id)
    const inClub = await insertPost(author, { body: 'Buy my notes', community_id: club.id })
    await report(reporter, 'post', inClub.id, 'spam')
    const found = await openCase(owner, 'post', inClub.id)
    expect((await decide(owner, found!.id, 'restrict', { days: 3 })).error?.code).toBe('42501')
    expect((await decide(owner, found!.id, 'suspend')).error?.code).toBe('42501')
    expect((await decide(mod, found!.id, 'suspend')).error).toBeNull()
    const refused = await author.client.from('posts').insert({ author_id: author.id, body: 'Still here?' })
    expect(refused.error?.message).toMatch(/suspended/)
    expect((await standing(author)).restriction).toMatchObject({ action: 'suspend', until: null })
  })
})

describe('appeals', () => {
  it('takes one appeal per decision from the affected member only, within 6 months', async () => {
    const [author, reporter, stranger, mod] = await Promise.all([
      member('app-author'),
      member('app-reporter'),
      member('app-stranger'),
      platformModerator('app-mod'),
    ])
    const { found } = await reportedPost(author, reporter, mod)
    const { data: decision } = await decide(mod, found.id, 'remove')
    const body = 'This was a real scholarship, not a scam. Please look again.'
    expect((await stranger.client.rpc('appeal_decision', { decision_id: decision.id, body })).error?.code).toBe('P0002')
    const late = new Date(Date.now() + 200 * 86_400_000).toISOString()
    const tooLate = await author.client.rpc('appeal_decision', { decision_id: decision.id, body, as_of: late })
    expect(tooLate.error?.message).toMatch(/6 months/)
    expect((await author.client.rpc('appeal_decision', { decision_id: decision.id, body: 'No.' })).error?.code).toBe(
      '22023',
    )
    const first = await author.client.rpc('appeal_decision', { decision_id: decision.id, body })
    expect(first.error).toBeNull()
    const again = await author.client.rpc('appeal_decision', { decision_id: decision.id, body })
    expect(again.error?.code).toBe('23505')

    const otherMod = await platformModerator('app-mod-2')
    const upheld = await otherMod.client.rpc('decide_appeal', {
      appeal_id: first.data.id,
      reverse: false,
      statement: 'The page asks for a fee before any interview: the removal stands.',
    })
    expect(upheld.data).toMatchObject({ status: 'upheld' })
    const [said] = await notificationsOf(author, 'moderation_appeal_decided')
    expect(said.data).toMatchObject({ reversed: false })
    expect((await standing(author)).strikes).toBe(1)
  })

  it('lets strikes expire after 12 months', async () => {
    const [author, reporter, mod] = await Promise.all([
      member('exp-author'),
      member('exp-reporter'),
      platformModerator('exp-mod'),
    ])
    const { found } = await reportedPost(author, reporter, mod)
    await decide(mod, found.id, 'remove')
    const in11Months = new Date(Date.now() + 335 * 86_400_000).toISOString()
    const in13Months = new Date(Date.now() + 395 * 86_400_000).toISOString()
    expect((await standing(author, in11Months)).strikes).toBe(1)
    expect((await standing(author, in13Months)).strikes).toBe(0)
  })
})

describe('who reads decisions, appeals and the audit log', () => {
  it('shows each party its share: the member their decision (not the moderator), moderators theirs, others nothing', async () => {
    const [owner, author, reporter, stranger, mod] = await Promise.all([
      member('who-owner'),
      member('who-author'),
      member('who-reporter'),
      member('who-stranger'),
      platformModerator('who-mod'),
    ])
    const club = await community(owner)
    await joinOpen(author, club.id)
    await joinOpen(reporter, club.id)
    const inClub = await insertPost(author, { body: 'Rude post', community_id: club.id })
    await report(reporter, 'post', inClub.id, 'harassment')
    const clubCase = await openCase(owner, 'post', inClub.id)
    const { data: clubDecision, error } = await decide(owner, clubCase!.id, 'remove', { rule: 'Respectful conduct' })
    expect(error).toBeNull()
    const { found } = await reportedPost(author, reporter, mod)
    const { data: platformDecision } = await decide(mod, found.id, 'remove')
    const { data: appeal } = await author.client.rpc('appeal_decision', {
      decision_id: platformDecision.id,
      body: 'Please review this again, I meant no harm.',
    })

    const ids = (rows: { id: string }[] | null) => (rows ?? []).map((r) => r.id).sort()
    const decisionsAs = async (m: Member) =>
      ids((await m.client.from('moderation_decisions').select('id').eq('subject_id', author.id)).data)
    expect(await decisionsAs(author)).toEqual([clubDecision.id, platformDecision.id].sort())
    expect(await decisionsAs(reporter)).toEqual([])
    expect(await decisionsAs(stranger)).toEqual([])
    expect(await decisionsAs(owner)).toEqual([clubDecision.id])
    expect(await decisionsAs(mod)).toEqual([clubDecision.id, platformDecision.id].sort())
    const named = await author.client.from('moderation_decisions').select('moderator_id').eq('id', clubDecision.id)
    expect(named.error?.code).toBe('42501')

    const appealsAs = async (m: Member) =>
      ids((await m.client.from('moderation_appeals').select('id').eq('appellant_id', author.id)).data)
    expect(await appealsAs(author)).toEqual([appeal.id])
    expect(await appealsAs(stranger)).toEqual([])
    expect(await appealsAs(reporter)).toEqual([])
    expect(await appealsAs(owner)).toEqual([])
    expect(await appealsAs(mod)).toEqual([appeal.id])

    const auditAs = async (m: Member) =>
      (
        (await m.client.from('moderation_audit_log').select('action, decision_id').eq('subject_id', author.id)).data ??
        []
      )
        .map((r) => `${r.action}:${r.decision_id === clubDecision.id ? 'club' : 'platform'}`)
        .sort()
    expect(await auditAs(author)).toEqual([])
    expect(await auditAs(stranger)).toEqual([])
    expect(await auditAs(owner)).toEqual(['remove:club'])
    expect(await auditAs(mod)).toEqual(['appeal:platform', 'remove:club', 'remove:platform'])
  })

  it('pages the queue oldest first for platform moderators, by community for its moderators, and not at all for others', async () => {
    const [owner, author, reporter, stranger, mod] = await Promise.all([
      member('q-owner'),
      member('q-author'),
      member('q-reporter'),
      member('q-stranger'),
      platformModerator('q-mod'),
    ])
    const club = await community(owner)
    await joinOpen(author, club.id)
    await joinOpen(reporter, club.id)
    const inClub = await insertPost(author, { body: 'Club post', community_id: club.id })
    await report(reporter, 'post', inClub.id, 'spam')
    const outside = await reportedPost(author, reporter, mod)

    const queue = async (m: Member, args: Record<string, unknown> = {}) =>
      ((await m.client.rpc('moderation_queue', { page_size: 100, ...args })).data ?? []) as {
        id: string
        target_id: string
      }[]
    expect(await queue(stranger)).toEqual([])
    expect(await queue(stranger, { community: club.id })).toEqual([])
    expect((await queue(owner)).map((c) => c.target_id)).toEqual([inClub.id])
    expect((await queue(owner, { community: club.id })).map((c) => c.target_id)).toEqual([inClub.id])
    expect((await queue(mod, { community: club.id })).map((c) => c.target_id)).toEqual([inClub.id])
    // From just before the club's case on, both cases come in the order they were reported, a page at a time.
    const clubCase = (await openCase(mod, 'post', inClub.id))!
    const before = new Date(Date.parse(clubCase.first_reported_at) - 1).toISOString()
    const from = { after_at: before, after_id: '00000000-0000-0000-0000-000000000000' }
    const ours = (await queue(mod, from)).filter((c) => c.target_id === inClub.id || c.target_id === outside.post.id)
    expect(ours.map((c) => c.target_id)).toEqual([inClub.id, outside.post.id])
    const [firstOfPage] = await queue(mod, { ...from, page_size: 1 })
    expect(firstOfPage?.id).toBe(clubCase.id)
    const [next] = await queue(mod, { page_size: 1, after_at: clubCase.first_reported_at, after_id: clubCase.id })
    expect(next?.id).not.toBe(clubCase.id)
  })

  it('keeps the audit log unchangeable: not by moderators, not by the service role', async () => {
    const [author, reporter, mod] = await Promise.all([
      member('aud-author'),
      member('aud-reporter'),
      platformModerator('aud-mod'),
    ])
    const { found } = await reportedPost(author, reporter, mod)
    await decide(mod, found.id, 'remove')
    const { data: entries } = await mod.client.from('moderation_audit_log').select('*').eq('case_id', found.id)
    expect(entries).toHaveLength(1)
    const entry = entries![0]

    const edited = await mod.client
      .from('moderation_audit_log')
      .update({ statement: 'Nothing happened' })
      .eq('id', entry.id)
      .select()
    expect(edited.error?.code ?? (edited.data?.length ? 'changed' : 'refused')).not.toBe('changed')
    const removed = await mod.client.from('moderation_audit_log').delete().eq('id', entry.id).select()
    expect(removed.error?.code ?? (removed.data?.length ? 'changed' : 'refused')).not.toBe('changed')
    const forged = await mod.client.from('moderation_audit_log').insert({ action: 'dismiss', actor_id: mod.id })
    expect(forged.error?.code).toBe('42501')

    const admin = adminClient()
    expect((await admin.from('moderation_audit_log').update({ statement: 'x' }).eq('id', entry.id)).error?.code).toBe(
      '42501',
    )
    expect((await admin.from('moderation_audit_log').delete().eq('id', entry.id)).error?.code).toBe('42501')
    expect((await admin.from('moderation_audit_log').insert({ action: 'dismiss' })).error?.code).toBe('42501')

    const { data: after } = await mod.client.from('moderation_audit_log').select('*').eq('id', entry.id).single()
    expect(after).toEqual(entry)
  })
})

describe('the community tab’s own removal', () => {
  it('settles the open case: reports actioned, reporters told, the audit log records it', async () => {
    const [owner, author, reporter] = await Promise.all([
      member('tab-owner'),
      member('tab-author'),
      member('tab-reporter'),
    ])
    const club = await community(owner)
    await joinOpen(author, club.id)
    await joinOpen(reporter, club.id)
    const inClub = await insertPost(author, { body: 'Off-topic ad', community_id: club.id })
    await report(reporter, 'post', inClub.id, 'spam')
    const { error } = await owner.client.rpc('remove_community_post', {
      post: inClub.id,
      reason: 'Ads are off-topic here',
    })
    expect(error).toBeNull()
    expect(await openCase(owner, 'post', inClub.id)).toBeNull()
    expect((await reporter.client.from('reports').select('status').eq('target_id', inClub.id)).data).toEqual([
      { status: 'actioned' },
    ])
    expect((await notificationsOf(reporter, 'moderation_report_outcome'))[0]?.data).toMatchObject({
      outcome: 'actioned',
    })
    const { data: entries } = await owner.client
      .from('moderation_audit_log')
      .select('action, actor_id')
      .eq('target_id', inClub.id)
    expect(entries).toEqual([{ action: 'remove', actor_id: owner.id }])
  })
})
