import { describe, expect, it } from 'vitest'
import type { AppNotification } from '@/data/notifications/notification-types'
import { engagementRate, sortPosts } from '@/features/author/author.utils'
import { groupNotifications, groupSentence } from '@/features/notifications/notifications.utils'
import { centredView, clampView, cropRect, zoomView } from '@/features/profiles/crop.utils'
import { changedFields } from '@/features/profiles/profile-form.utils'
import { addTag } from '@/lib/tags'
import type { ProfileFormValues } from '@/features/profiles/profile-form.schema'

const note = (
  id: string,
  type: AppNotification['type'],
  actor: string,
  post: string | null,
  read = false,
  at = '2026-11-22T10:00:00Z',
) =>
  ({
    id,
    type,
    actor_id: actor,
    actor: { id: actor, name: actor.toUpperCase(), profile_photo_url: null },
    post_id: post,
    comment_id: null,
    entity_type: 'post',
    entity_id: post,
    data: {},
    post: null,
    push: true,
    read_at: read ? at : null,
    created_at: at,
  }) as AppNotification

describe('notification grouping', () => {
  it('groups likes of one post and follows of one day, and keeps comments apart', () => {
    const groups = groupNotifications([
      note('1', 'post_like', 'ana', 'p1'),
      note('2', 'post_comment', 'ben', 'p1'),
      note('3', 'post_like', 'cy', 'p1', true),
      note('4', 'post_like', 'dee', 'p1', true),
      note('5', 'post_like', 'ana', 'p2', true),
      note('6', 'new_follower', 'eve', null),
      note('7', 'new_follower', 'fay', null),
    ])
    expect(groups.map((g) => [g.type, g.items.length, g.unread])).toEqual([
      ['post_like', 3, true],
      ['post_comment', 1, true],
      ['post_like', 1, false],
      ['new_follower', 2, true],
    ])
    expect(groupSentence(groups[0])).toBe('ANA and 2 others liked your post')
    expect(groupSentence(groups[3])).toBe('EVE and FAY started following you')
    expect(groupSentence({ type: 'mention', actors: [] })).toBe('Someone mentioned you in a post')
  })
})

describe('image crop', () => {
  const base = { frameWidth: 300, frameHeight: 100, imageWidth: 1200, imageHeight: 800 }
  it('starts centred, covering the frame', () => {
    expect(cropRect(centredView(base))).toEqual({ x: 0, y: 200, width: 1200, height: 400 })
  })
  it('never lets the image leave a gap', () => {
    const v = clampView({ ...centredView(base), offsetX: 50, offsetY: -5000 })
    expect(v.offsetX).toBe(0)
    expect(cropRect(v)).toEqual({ x: 0, y: 400, width: 1200, height: 400 })
  })
  it('zooms around the centre', () => {
    expect(cropRect(zoomView(centredView(base), 2))).toEqual({ x: 300, y: 300, width: 600, height: 200 })
  })
})

describe('profile form', () => {
  it('sends only changed fields, with blanks as null', () => {
    const values = { name: ' Ana ', headline: '', bio: 'Hi', skills: ['SQL'] } as unknown as ProfileFormValues
    expect(changedFields(values, { headline: true, name: true, skills: true })).toEqual({
      name: 'Ana',
      headline: null,
      skills: ['SQL'],
    })
  })
  it('adds tags without duplicates', () => {
    expect(addTag(['React'], ' react ')).toEqual(['React'])
    expect(addTag(['React'], 'Data   science')).toEqual(['React', 'Data science'])
  })
})

describe('author dashboard', () => {
  const post = (id: string, views: number, likes: number, at: string) => ({
    id,
    body: '',
    media: [],
    visibility: 'public',
    repost_of: null,
    created_at: at,
    like_count: likes,
    comment_count: 0,
    repost_count: 0,
    view_count: views,
    engaged_members: likes,
  })
  it('sorts by any column and computes engagement per view', () => {
    const posts = [post('a', 10, 1, '2026-11-01'), post('b', 0, 3, '2026-11-02'), post('c', 4, 2, '2026-11-03')]
    expect(sortPosts(posts, 'like_count', 'desc').map((p) => p.id)).toEqual(['b', 'c', 'a'])
    expect(sortPosts(posts, 'created_at', 'asc').map((p) => p.id)).toEqual(['a', 'b', 'c'])
    expect(sortPosts(posts, 'engagement', 'desc').map((p) => p.id)).toEqual(['b', 'c', 'a'])
    expect(engagementRate(posts[0])).toBe(10)
  })
  it('counts engaged members, not actions, and never shows above 100 %', () => {
    // One viewer who liked, commented and reposted: one engaged member of one viewer.
    expect(engagementRate({ view_count: 1, engaged_members: 1 })).toBe(100)
    // Engaged without a recorded view (opened from a notification): still at most 100 %.
    expect(engagementRate({ view_count: 0, engaged_members: 3 })).toBe(100)
    expect(engagementRate({ view_count: 2, engaged_members: 5 })).toBe(100)
    expect(engagementRate({ view_count: 0, engaged_members: 0 })).toBe(0)
  })
})
