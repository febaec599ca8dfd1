import { describe, expect, it } from 'vitest'
import { adminClient, insertPost, type Member } from './helpers.ts'
import {
  decide,
  notificationsOf,
  reportedPost,
  community,
  joinOpen,
  member,
  openCase,
  platformModerator,
  report,
} from './moderation-fixtures.ts'

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
