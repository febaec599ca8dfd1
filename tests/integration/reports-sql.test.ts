import { describe, expect, it } from 'vitest'
import { adminClient, insertPost, openOpportunity } from './helpers.ts'
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

describe('reports on every kind of content', () => {
  it('takes a report on posts, comments, messages, profiles, communities, opportunities, events and pitches', async () => {
    const [ana, ben, mod] = await Promise.all([
      member('rep-ana'),
      member('rep-ben', { profile_type: 'company' }),
      platformModerator('rep-mod'),
    ])
    const post = await insertPost(ben, { body: 'Buy followers now' })
    const reply = await comment(ben, post.id, 'Cheap followers here')
    const chat = await conversation(ben, ana)
    const dm = await message(ben, chat, 'Send me your bank details')
    const club = await community(ben)
    const opportunity = await openOpportunity(ben, { title: 'Pay to intern' })
    const event = (await ana.client.from('events').select('id, organizer_id').neq('organizer_id', ana.id).limit(1))
      .data![0]
    const pitch = (await ana.client.from('pitches').select('id').limit(1)).data?.[0]
    // The post last: once reported, its comments are out of the reporter's sight too.
    const targets: [string, string][] = [
      ['comment', reply.id],
      ['message', dm.id],
      ['profile', ben.id],
      ['community', club.id],
      ['opportunity', opportunity],
      ['event', event.id],
    ]
    if (pitch) targets.push(['pitch', pitch.id])
    targets.push(['post', post.id])
    for (const [kind, id] of targets) {
      const { error } = await report(ana, kind, id, 'scam')
      expect(error, kind).toBeNull()
      const found = await openCase(mod, kind, id)
      expect(found?.report_count, kind).toBe(1)
    }
    const { data: mine } = await ana.client.from('reports').select('target_kind, subject_id, status')
    expect(mine).toHaveLength(targets.length)
    expect(mine!.filter((r) => r.target_kind === 'post')[0]).toMatchObject({ subject_id: ben.id, status: 'open' })
  })

  it('keeps the old post_id callers working and refuses the old reasons', async () => {
    const [ana, ben] = await Promise.all([member('rep-old'), member('rep-old-author')])
    const post = await insertPost(ben, { body: 'An old-style report target' })
    const old = await ana.client
      .from('reports')
      .insert({ reporter_id: ana.id, post_id: post.id, reason: 'spam' })
      .select('target_kind, target_id')
      .single()
    expect(old.data).toEqual({ target_kind: 'post', target_id: post.id })
    const other = await insertPost(ben, { body: 'Another' })
    expect((await report(ana, 'post', other.id, 'misinformation')).error?.code).toBe('23514')
    expect((await report(ana, 'post', other.id, 'other')).error?.code).toBe('23514')
    expect((await report(ana, 'post', other.id, 'other', 'Fake giveaway')).error).toBeNull()
  })

  it('counts a reporter once per open target, refuses own content and what the reporter cannot see', async () => {
    const [ana, ben, carl, mod] = await Promise.all([
      member('once-ana'),
      member('once-ben'),
      member('once-carl'),
      platformModerator('once-mod'),
    ])
    const profileOnce = await report(ana, 'profile', ben.id, 'impersonation')
    expect(profileOnce.error).toBeNull()
    const again = await report(ana, 'profile', ben.id, 'harassment')
    expect(again.error?.code).toBe('23505')
    expect((await openCase(mod, 'profile', ben.id))?.report_count).toBe(1)

    const post = await insertPost(ben, { body: 'Reported twice?' })
    expect((await report(ana, 'post', post.id)).error).toBeNull()
    expect((await report(ana, 'post', post.id)).error?.code).toBe('23505')
    expect((await openCase(mod, 'post', post.id))?.report_count).toBe(1)

    const own = await insertPost(ana, { body: 'Mine' })
    expect((await report(ana, 'post', own.id)).error?.message).toMatch(/own content/)

    const chat = await conversation(ben, carl)
    const privateMessage = await message(ben, chat, 'Between Ben and Carl')
    expect((await report(ana, 'message', privateMessage.id)).error?.code).toBe('42501')
    const forged = await ana.client
      .from('reports')
      .insert({ reporter_id: carl.id, target_kind: 'profile', target_id: ben.id, reason: 'spam' })
    expect(forged.error?.code).toBe('42501')
  })
})

describe('the reporter no longer sees what they reported', () => {
  it('hides a reported post, comment and message from the reporter only', async () => {
    const [ana, ben, carl] = await Promise.all([member('hide-ana'), member('hide-ben'), member('hide-carl')])
    const post = await insertPost(ben, { body: 'Spam post', visibility: 'public' })
    const reply = await comment(ben, post.id, 'Spam comment')
    const chat = await conversation(ben, ana)
    const dm = await message(ben, chat, 'Spam message')
    expect(await visiblePost(ana, post.id)).toBe(true)
    await report(ana, 'comment', reply.id)
    await report(ana, 'message', dm.id)
    await report(ana, 'post', post.id)

    expect(await visiblePost(ana, post.id)).toBe(false)
    expect((await ana.client.from('post_comments').select('id').eq('id', reply.id)).data).toEqual([])
    expect((await ana.client.from('messages').select('id').eq('id', dm.id)).data).toEqual([])
    expect(await visiblePost(carl, post.id)).toBe(true)
    expect((await carl.client.from('post_comments').select('id').eq('id', reply.id)).data).toHaveLength(1)
    expect((await ben.client.from('messages').select('id').eq('id', dm.id)).data).toHaveLength(1)
    expect(await visiblePost(ben, post.id)).toBe(true)
  })

  it('keeps a reported profile and opportunity readable, with the reporter’s own report as its state', async () => {
    const [ana, ben] = await Promise.all([
      member('state-ana'),
      member('state-ben', { is_public: true, profile_type: 'company' }),
    ])
    const opportunity = await openOpportunity(ben, { title: 'Suspicious role' })
    await report(ana, 'profile', ben.id, 'impersonation')
    await report(ana, 'opportunity', opportunity, 'scam')
    expect((await ana.client.from('profiles').select('id').eq('id', ben.id)).data).toHaveLength(1)
    expect((await ana.client.from('opportunities').select('id').eq('id', opportunity)).data).toHaveLength(1)
    const { data } = await ana.client
      .from('reports')
      .select('target_kind')
      .in('target_id', [ben.id, opportunity])
      .order('target_kind')
    expect(data).toEqual([{ target_kind: 'opportunity' }, { target_kind: 'profile' }])
  })
})

describe('hidden pending review', () => {
  it('hides an item from everyone but its author once three members in good standing reported it', async () => {
    const [author, a, b, c, reader, mod] = await Promise.all([
      member('thr-author'),
      member('thr-a'),
      member('thr-b'),
      member('thr-c'),
      member('thr-reader'),
      platformModerator('thr-mod'),
    ])
    const post = await insertPost(author, { body: 'Fake internship, pay the fee', visibility: 'public' })
    await report(a, 'post', post.id, 'scam')
    await report(b, 'post', post.id, 'scam')
    expect(await visiblePost(reader, post.id)).toBe(true)
    await report(c, 'post', post.id, 'scam')
    expect(await visiblePost(reader, post.id)).toBe(false)
    expect(await visiblePost(author, post.id)).toBe(true)
    const found = await openCase(mod, 'post', post.id)
    expect(found).toMatchObject({ report_count: 3, weight: 3 })
    expect(found?.hidden_at).not.toBeNull()
  })

  it('weighs a reporter whose reports were repeatedly dismissed at a quarter', async () => {
    const [noisy, mod, reader] = await Promise.all([member('noisy'), platformModerator('noisy-mod'), member('nreader')])
    for (let i = 0; i < 3; i++) {
      const target = await member(`noisy-target-${i}`)
      await report(noisy, 'profile', target.id, 'spam')
      const found = await openCase(mod, 'profile', target.id)
      const { error } = await mod.client.rpc('moderate_case', {
        case_id: found!.id,
        action: 'dismiss',
        rule: 'No rule broken',
        statement: 'Nothing in this profile breaks the rules.',
      })
      expect(error).toBeNull()
    }
    const author = await member('noisy-author')
    const post = await insertPost(author, { body: 'A perfectly fine post', visibility: 'public' })
    await report(noisy, 'post', post.id, 'spam')
    expect((await openCase(mod, 'post', post.id))?.weight).toBe(0.25)
    expect(await visiblePost(reader, post.id)).toBe(true)
  })
})

describe('who reads reports and cases', () => {
  it('lets reporters read their own, moderators theirs, and nobody else anything', async () => {
    const [owner, author, ana, stranger, mod] = await Promise.all([
      member('rls-owner'),
      member('rls-author'),
      member('rls-ana'),
      member('rls-stranger'),
      platformModerator('rls-mod'),
    ])
    const club = await community(owner)
    await joinOpen(author, club.id)
    await joinOpen(ana, club.id)
    const inClub = await insertPost(author, { body: 'In the club', community_id: club.id })
    const outside = await insertPost(author, { body: 'Outside the club', visibility: 'public' })
    await report(ana, 'post', inClub.id, 'harassment')
    await report(ana, 'post', outside.id, 'harassment')

    const read = async (who: typeof ana, table: string) =>
      ((await who.client.from(table).select('target_id').in('target_id', [inClub.id, outside.id])).data ?? [])
        .map((r) => r.target_id)
        .sort()
    expect(await read(ana, 'reports')).toEqual([inClub.id, outside.id].sort())
    expect(await read(ana, 'moderation_cases')).toEqual([])
    expect(await read(author, 'reports')).toEqual([])
    expect(await read(author, 'moderation_cases')).toEqual([])
    expect(await read(stranger, 'reports')).toEqual([])
    expect(await read(stranger, 'moderation_cases')).toEqual([])
    expect(await read(owner, 'reports')).toEqual([inClub.id])
    expect(await read(owner, 'moderation_cases')).toEqual([inClub.id])
    expect(await read(mod, 'reports')).toEqual([inClub.id, outside.id].sort())
    expect(await read(mod, 'moderation_cases')).toEqual([inClub.id, outside.id].sort())

    const forgedCase = await mod.client.from('moderation_cases').insert({ target_kind: 'post', target_id: outside.id })
    expect(forgedCase.error?.code).toBe('42501')
    const closed = await ana.client.from('reports').update({ status: 'dismissed' }).eq('reporter_id', ana.id).select()
    expect(closed.error?.code ?? closed.data).toSatisfy(
      (v: unknown) => v === '42501' || (Array.isArray(v) && !v.length),
    )
  })

  it('lets only the service role grant the platform moderator role, and each member read only their own', async () => {
    const [ana, mod] = await Promise.all([member('role-ana'), platformModerator('role-mod')])
    const self = await ana.client.from('platform_roles').insert({ user_id: ana.id, role: 'moderator' })
    expect(self.error?.code).toBe('42501')
    expect((await ana.client.from('platform_roles').select('user_id')).data).toEqual([])
    expect((await mod.client.from('platform_roles').select('user_id')).data).toEqual([{ user_id: mod.id }])
    expect((await mod.client.rpc('moderation_scope')).data).toMatchObject({ platform: true })
    expect((await ana.client.rpc('moderation_scope')).data).toMatchObject({ platform: false })
    const { count } = await adminClient()
      .from('platform_roles')
      .select('user_id', { count: 'exact', head: true })
      .eq('user_id', mod.id)
    expect(count).toBe(1)
  })
})
