import { describe, expect, it } from 'vitest'
import { engagementRate, sortPosts } from '@/features/author/author.utils'
import { groupSentence } from '@/features/notifications/notifications.utils'
import { centredView, clampView, cropRect, zoomView } from '@/lib/image-crop'
import { changedFields } from '@/features/profiles/profile-form.utils'
import { addTag } from '@/lib/tags'
import type { ProfileFormValues } from '@/features/profiles/profile-form.schema'

const person = (name: string) => ({ id: name, name, profile_photo_url: null })

describe('notification lines', () => {
  // Grouping itself is SQL's (notification_groups, tests/integration/notification-groups-sql.test.ts).
  it('names one or two people, then counts the others', () => {
    const [ana, ben, cy] = ['Ana', 'Ben', 'Cy'].map(person)
    expect(groupSentence({ type: 'post_like', actors: [ana, ben, cy], actorCount: 5 })).toBe(
      'Ana and 4 others liked your post',
    )
    expect(groupSentence({ type: 'post_comment', actors: [ana, ben], actorCount: 2 })).toBe(
      'Ana and Ben commented on your post',
    )
    expect(groupSentence({ type: 'new_follower', actors: [ana], actorCount: 1 })).toBe('Ana started following you')
    expect(groupSentence({ type: 'message', actors: [ana], actorCount: 1, count: 3 })).toBe('Ana sent you 3 messages')
    expect(groupSentence({ type: 'mention', actors: [] })).toBe('Someone mentioned you in a post')
    const skill = { name: 'SQL' }
    expect(groupSentence({ type: 'skill_endorsed', actors: [ana], actorCount: 1, count: 1, data: skill })).toBe(
      'Ana endorsed your skill SQL',
    )
    expect(groupSentence({ type: 'skill_endorsed', actors: [ana], actorCount: 1, count: 3, data: skill })).toBe(
      'Ana endorsed 3 of your skills',
    )
    expect(groupSentence({ type: 'skill_endorsed', actors: [ana, ben], actorCount: 4, count: 5, data: skill })).toBe(
      'Ana and 3 others endorsed your skills',
    )
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
