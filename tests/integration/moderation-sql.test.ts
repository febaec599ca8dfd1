import { describe, expect, it } from 'vitest'
import { adminClient, insertPost, type Member } from './helpers.ts'
import {
  comment,
  decide,
  notificationsOf,
  reportedPost,
  STATEMENT,
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
