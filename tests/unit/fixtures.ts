import type { AssociateRequest } from '@/data/associates/associate-types'
import type { Community } from '@/data/communities/community-types'
import type { Message } from '@/data/messages/message-types'

/** A student as an associate request shows its sender and recipient. */
const associate = (id: string, name: string) => ({
  id,
  name,
  headline: 'Student',
  profile_photo_url: null,
  profile_type: 'student',
  university: 'Lakeside University',
})

/** A pending request from Ana Lima to Ben Cho, an hour old, with two associates in common. */
export const associateRequest = (over: Partial<AssociateRequest> = {}): AssociateRequest => ({
  id: 'r1',
  status: 'pending',
  message: 'We met at the hackathon',
  created_at: new Date(Date.now() - 3600_000).toISOString(),
  sender: associate('a', 'Ana Lima'),
  recipient: associate('b', 'Ben Cho'),
  mutual: { total: 2, names: ['Priya Nair', 'Jonah Lee'] },
  ...over,
})

/** A public, open community as the API returns it. */
export const community = (over: Partial<Community> = {}) =>
  ({
    id: 'c1',
    slug: 'robotics',
    name: 'Robotics Club',
    description: '',
    rules: '',
    category: 'technology',
    cover_url: null,
    icon_url: null,
    visibility: 'public',
    join_policy: 'open',
    member_count: 12,
    post_count: 1,
    last_activity_at: '2026-01-01T00:00:00Z',
    created_by: 'o',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  }) as Community

/** A plain text message in conversation c1. */
export const message = (over: Partial<Message> = {}): Message => ({
  id: 'm1',
  conversation_id: 'c1',
  sender_id: 'a',
  body: 'Hello',
  attachments: [],
  reply_to_id: null,
  edited_at: null,
  deleted_at: null,
  created_at: '2026-03-02T10:00:00.000Z',
  ...over,
})
