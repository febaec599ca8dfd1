import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { adminClient, associate, insertPost, memberWithProfile, type Member } from './helpers.ts'

const post = insertPost

const visibleIds = async (client: SupabaseClient, ids: string[]) =>
  ((await client.from('posts').select('id').in('id', ids)).data ?? []).map((r) => r.id as string)

const notificationsOf = async (m: Member) =>
  (await m.client.from('notifications').select('type, actor_id, post_id, read_at').order('created_at')).data ?? []

describe('posts: who may read, write and change them', () => {
  it('shows public posts to everyone signed in, and associates-only posts to associates only', async () => {
    const [ana, ben, cy] = await Promise.all([
      memberWithProfile('ana'),
      memberWithProfile('ben'),
      memberWithProfile('cy'),
    ])
    await associate(ana, ben)
    const open = await post(ana, { body: 'Hello everyone' })
    const inner = await post(ana, { body: 'Only for my associates', visibility: 'associates' })
    expect(await visibleIds(ben.client, [open.id, inner.id])).toEqual(expect.arrayContaining([open.id, inner.id]))
    expect(await visibleIds(cy.client, [open.id, inner.id])).toEqual([open.id])
    // Likes and comments on a hidden post are refused, too.
    const like = await cy.client.from('post_likes').insert({ post_id: inner.id, user_id: cy.id })
    expect(like.error?.code).toBe('42501')
    const comment = await cy.client.from('post_comments').insert({ post_id: inner.id, author_id: cy.id, body: 'hi' })
    expect(comment.error?.code).toBe('42501')
  })

  it('refuses to let anyone edit or delete another member’s post or comment', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('author'), memberWithProfile('intruder')])
    const p = await post(ana, { body: 'Mine' })
    const { data: c } = await ana.client
      .from('post_comments')
      .insert({ post_id: p.id, author_id: ana.id, body: 'My comment' })
      .select()
      .single()
    const edited = await ben.client.from('posts').update({ body: 'Hijacked' }).eq('id', p.id).select()
    expect(edited.data).toEqual([])
    const deleted = await ben.client.from('posts').delete().eq('id', p.id).select()
    expect(deleted.data).toEqual([])
    const commentEdit = await ben.client.from('post_comments').update({ body: 'Hijacked' }).eq('id', c!.id).select()
    expect(commentEdit.data).toEqual([])
    const forged = await ben.client.from('posts').insert({ author_id: ana.id, body: 'As Ana' })
    expect(forged.error?.code).toBe('42501')
    const { data: still } = await ana.client.from('posts').select('body').eq('id', p.id).single()
    expect(still?.body).toBe('Mine')
  })

  it('marks an edit, keeps counters out of the author’s hands, parses hashtags and mentions', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('tagger'), memberWithProfile('tagged')])
    const p = await post(ana, {
      body: `Shipping #OpenSource work with @[Ben](${ben.id}) at #hackathon2026 — see a&b #`,
      like_count: 999,
    })
    expect(p.like_count).toBe(0)
    expect(p.hashtags.sort()).toEqual(['hackathon2026', 'opensource'])
    expect(p.mentions).toEqual([ben.id])
    expect(p.edited_at).toBeNull()
    const { data: edited } = await ana.client
      .from('posts')
      .update({ body: 'Edited #rust', like_count: 50 })
      .eq('id', p.id)
      .select()
      .single()
    expect(edited).toMatchObject({ body: 'Edited #rust', like_count: 0, hashtags: ['rust'], mentions: [] })
    expect(edited!.edited_at).not.toBeNull()
  })

  it('keeps like, comment and repost counts by trigger and allows one repost per member', async () => {
    const [ana, ben, cy] = await Promise.all([
      memberWithProfile('counted'),
      memberWithProfile('fan1'),
      memberWithProfile('fan2'),
    ])
    const p = await post(ana, { body: 'Count me' })
    await ben.client.from('post_likes').insert({ post_id: p.id, user_id: ben.id })
    await cy.client.from('post_likes').insert({ post_id: p.id, user_id: cy.id })
    const { data: top } = await ben.client
      .from('post_comments')
      .insert({ post_id: p.id, author_id: ben.id, body: 'Nice' })
      .select()
      .single()
    const { data: reply } = await cy.client
      .from('post_comments')
      .insert({ post_id: p.id, author_id: cy.id, parent_id: top!.id, body: 'Agreed' })
      .select()
      .single()
    // A reply to a reply joins the thread: one level only.
    const { data: nested } = await ana.client
      .from('post_comments')
      .insert({ post_id: p.id, author_id: ana.id, parent_id: reply!.id, body: 'Thanks both' })
      .select()
      .single()
    expect(nested!.parent_id).toBe(top!.id)
    await post(ben, { repost_of: p.id })
    const again = await ben.client.from('posts').insert({ author_id: ben.id, repost_of: p.id })
    expect(again.error?.code).toBe('23505')
    await cy.client.from('post_likes').delete().eq('post_id', p.id).eq('user_id', cy.id)
    const { data: counts } = await ana.client
      .from('posts')
      .select('like_count, comment_count, repost_count')
      .eq('id', p.id)
      .single()
    expect(counts).toEqual({ like_count: 1, comment_count: 3, repost_count: 1 })
    const { data: profile } = await ana.client.from('profiles').select('post_count').eq('id', ana.id).single()
    expect(profile!.post_count).toBe(1)
  })

  it('lets a member report a post once', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('reported'), memberWithProfile('reporter')])
    const p = await post(ana, { body: 'Buy now!!!' })
    const first = await ben.client.from('reports').insert({ reporter_id: ben.id, post_id: p.id, reason: 'spam' })
    expect(first.error).toBeNull()
    const second = await ben.client.from('reports').insert({ reporter_id: ben.id, post_id: p.id, reason: 'spam' })
    expect(second.error?.code).toBe('23505')
    const seen = await ana.client.from('reports').select('id').eq('post_id', p.id)
    expect(seen.data).toEqual([])
  })
})

describe('private profiles', () => {
  it('leak nothing through profiles, posts, follows or hashtag search to non-associates', async () => {
    const [hidden, friend, stranger] = await Promise.all([
      memberWithProfile('hidden', { is_public: false }),
      memberWithProfile('friend'),
      memberWithProfile('stranger'),
    ])
    await associate(friend, hidden)
    const p = await post(hidden, { body: 'Quiet #privatetag' })
    const byStranger = await stranger.client.from('profiles').select('id').eq('id', hidden.id)
    expect(byStranger.data).toEqual([])
    expect(await visibleIds(stranger.client, [p.id])).toEqual([])
    const tagged = await stranger.client.from('posts').select('id').contains('hashtags', ['privatetag'])
    expect(tagged.data).toEqual([])
    const follow = await stranger.client.from('follows').insert({ follower_id: stranger.id, followee_id: hidden.id })
    expect(follow.error?.code).toBe('42501')
    const links = await stranger.client.from('associates').select('user_id').eq('user_id', hidden.id)
    expect(links.data).toEqual([])
    // An associate sees all of it.
    expect((await friend.client.from('profiles').select('id').eq('id', hidden.id)).data).toHaveLength(1)
    expect(await visibleIds(friend.client, [p.id])).toEqual([p.id])
  })
})

describe('going private', () => {
  it('hides the member’s earlier public posts from non-associates at once, and shows them again when public', async () => {
    const [author, stranger] = await Promise.all([memberWithProfile('switcher'), memberWithProfile('onlooker')])
    const p = await post(author, { body: 'Posted while public' })
    expect(await visibleIds(stranger.client, [p.id])).toEqual([p.id])
    await author.client.from('user_profiles').update({ is_public: false }).eq('user_id', author.id)
    expect(await visibleIds(stranger.client, [p.id])).toEqual([])
    expect(await visibleIds(author.client, [p.id])).toEqual([p.id])
    await author.client.from('user_profiles').update({ is_public: true }).eq('user_id', author.id)
    expect(await visibleIds(stranger.client, [p.id])).toEqual([p.id])
  })
})

describe('follows and associates', () => {
  it('counts followers and lets only the follower unfollow', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('followed'), memberWithProfile('follower')])
    expect((await ben.client.from('follows').insert({ follower_id: ben.id, followee_id: ana.id })).error).toBeNull()
    const forged = await ben.client.from('follows').insert({ follower_id: ana.id, followee_id: ben.id })
    expect(forged.error?.code).toBe('42501')
    const byOther = await ana.client.from('follows').delete().eq('follower_id', ben.id).select()
    expect(byOther.data).toEqual([])
    const { data } = await ana.client.from('profiles').select('follower_count').eq('id', ana.id).single()
    expect(data!.follower_count).toBe(1)
  })

  it('writes both association rows on accept, refuses forged ones, and removes both on delete', async () => {
    const [ana, ben, cy] = await Promise.all([
      memberWithProfile('assoc-a'),
      memberWithProfile('assoc-b'),
      memberWithProfile('assoc-c'),
    ])
    const forged = await cy.client.from('associates').insert({ user_id: cy.id, associate_id: ana.id })
    expect(forged.error?.code).toBe('42501')
    const { data: req } = await ana.client
      .from('associate_requests')
      .insert({ sender_id: ana.id, recipient_id: ben.id })
      .select()
      .single()
    const bySender = await ana.client.rpc('respond_to_associate_request', { request_id: req!.id, accept: true })
    expect(bySender.error?.message).toBe('Request not found')
    await ben.client.rpc('respond_to_associate_request', { request_id: req!.id, accept: true })
    const { data: rows } = await ana.client
      .from('associates')
      .select('user_id, associate_id')
      .in('user_id', [ana.id, ben.id])
    expect(rows).toHaveLength(2)
    await ben.client.from('associates').delete().eq('user_id', ben.id).eq('associate_id', ana.id)
    const { data: after } = await ana.client.from('associates').select('user_id').in('user_id', [ana.id, ben.id])
    expect(after).toEqual([])
  })
})

describe('notifications', () => {
  it('are written by the database for likes, comments, replies, mentions, reposts and follows, for the recipient only', async () => {
    const [ana, ben, cy] = await Promise.all([
      memberWithProfile('notified'),
      memberWithProfile('actor1'),
      memberWithProfile('actor2'),
    ])
    const p = await post(ana, { body: 'Notify me' })
    await ben.client.from('post_likes').insert({ post_id: p.id, user_id: ben.id })
    const { data: c } = await ben.client
      .from('post_comments')
      .insert({ post_id: p.id, author_id: ben.id, body: `Great, @[Cy](${cy.id}) look` })
      .select()
      .single()
    await ana.client
      .from('post_comments')
      .insert({ post_id: p.id, author_id: ana.id, parent_id: c!.id, body: 'Thanks' })
    await post(cy, { repost_of: p.id })
    await cy.client.from('follows').insert({ follower_id: cy.id, followee_id: ana.id })
    // Ana's own like notifies nobody.
    await ana.client.from('post_likes').insert({ post_id: p.id, user_id: ana.id })

    expect((await notificationsOf(ana)).map((n) => n.type)).toEqual([
      'post_like',
      'post_comment',
      'repost',
      'new_follower',
    ])
    expect((await notificationsOf(ben)).map((n) => n.type)).toEqual(['comment_reply'])
    expect((await notificationsOf(cy)).map((n) => n.type)).toEqual(['mention'])

    // Nobody reads or writes someone else's notifications.
    const peek = await ben.client.from('notifications').select('id').eq('recipient_id', ana.id)
    expect(peek.data).toEqual([])
    const forged = await ben.client
      .from('notifications')
      .insert({ recipient_id: ana.id, actor_id: ben.id, type: 'post_like' })
    expect(forged.error?.code).toBe('42501')
    const marked = await ben.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('recipient_id', ana.id)
      .select()
    expect(marked.data).toEqual([])
  })

  it('lets the recipient change only read_at, and mark all read', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('reader'), memberWithProfile('liker')])
    const p = await post(ana, { body: 'Read me' })
    await ben.client.from('post_likes').insert({ post_id: p.id, user_id: ben.id })
    await ben.client.from('follows').insert({ follower_id: ben.id, followee_id: ana.id })
    const [first] = await notificationsOf(ana)
    const { data: one } = await ana.client
      .from('notifications')
      .update({ read_at: new Date().toISOString(), type: 'forged', actor_id: ana.id })
      .eq('post_id', p.id)
      .select('type, actor_id, read_at')
      .single()
    expect(one).toMatchObject({ type: first.type, actor_id: ben.id })
    expect(one!.read_at).not.toBeNull()
    const { data: changed } = await ana.client.rpc('mark_all_notifications_read')
    expect(changed).toBe(1)
    expect((await notificationsOf(ana)).every((n) => n.read_at)).toBe(true)
  })

  it('honour a per-type preference and the member’s email switch', async () => {
    const [ana, ben] = await Promise.all([
      memberWithProfile('quiet', { email_notifications: false }),
      memberWithProfile('loud'),
    ])
    await ana.client.from('notification_preferences').insert({ user_id: ana.id, type: 'post_like', in_app: false })
    const p = await post(ana, { body: 'No like alerts' })
    await ben.client.from('post_likes').insert({ post_id: p.id, user_id: ben.id })
    await ben.client.from('follows').insert({ follower_id: ben.id, followee_id: ana.id })
    const { data } = await ana.client.from('notifications').select('type, email, push')
    expect(data).toEqual([{ type: 'new_follower', email: false, push: true }])
  })
})

describe('analytics events', () => {
  it('count a view once per viewer per day, never the owner’s own, and cannot be forged', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('viewed'), memberWithProfile('viewer')])
    const p = await post(ana, { body: 'Look at me' })
    expect((await ben.client.rpc('track_view', { entity_type: 'post', entity_id: p.id })).data).toBe(true)
    expect((await ben.client.rpc('track_view', { entity_type: 'post', entity_id: p.id })).data).toBe(false)
    expect((await ana.client.rpc('track_view', { entity_type: 'post', entity_id: p.id })).data).toBe(false)
    expect((await ben.client.rpc('track_view', { entity_type: 'profile', entity_id: ana.id })).data).toBe(true)
    await ben.client.from('post_likes').insert({ post_id: p.id, user_id: ben.id })
    await ben.client.from('follows').insert({ follower_id: ben.id, followee_id: ana.id })

    const { data: events } = await ana.client.from('analytics_events').select('event_type, actor_id').order('id')
    expect(events!.map((e) => e.event_type)).toEqual(['post_view', 'profile_view', 'post_like', 'follow'])
    const { data: viewed } = await ana.client.from('posts').select('view_count').eq('id', p.id).single()
    expect(viewed!.view_count).toBe(1)

    const forged = await ben.client
      .from('analytics_events')
      .insert({ owner_id: ana.id, actor_id: ben.id, event_type: 'post_like', entity_type: 'post', entity_id: p.id })
    expect(forged.error?.code).toBe('42501')
    expect((await ben.client.from('analytics_events').select('id').eq('owner_id', ana.id)).data).toEqual([])
  })

  it('do not count views of a post the viewer may not see', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('secretive'), memberWithProfile('snoop')])
    const p = await post(ana, { body: 'Associates only', visibility: 'associates' })
    expect((await ben.client.rpc('track_view', { entity_type: 'post', entity_id: p.id })).data).toBe(false)
    const { data } = await adminClient().from('analytics_events').select('id').eq('entity_id', p.id)
    expect(data).toEqual([])
  })
})

describe('image buckets', () => {
  it('let a member upload only into their own folder, and serve the image publicly', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('uploader'), memberWithProfile('other-uploader')])
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    )
    const own = await ana.client.storage.from('post-media').upload(`${ana.id}/a.png`, png, { contentType: 'image/png' })
    expect(own.error).toBeNull()
    const foreign = await ben.client.storage
      .from('post-media')
      .upload(`${ana.id}/b.png`, png, { contentType: 'image/png' })
    expect(foreign.error).not.toBeNull()
    const removed = await ben.client.storage.from('post-media').remove([`${ana.id}/a.png`])
    expect(removed.data).toEqual([])
    const url = ana.client.storage.from('post-media').getPublicUrl(`${ana.id}/a.png`).data.publicUrl
    expect((await fetch(url)).status).toBe(200)
  })
})
