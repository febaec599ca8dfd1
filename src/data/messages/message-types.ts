import type { Tables } from '@/types/database'

export const MESSAGE_PAGE_SIZE = 30
export const MESSAGE_SELECT =
  'id, conversation_id, sender_id, body, attachments, reply_to_id, edited_at, deleted_at, created_at'
export const CONVERSATION_PAGE_SIZE = 20
/** The attachments bucket's limits (the migration sets the same on the bucket). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']

export interface ConversationMember {
  id: string
  name: string
  profile_photo_url: string | null
  profile_type: string | null
  role: 'owner' | 'member'
  last_read_at: string
}

export interface Conversation {
  id: string
  kind: 'direct' | 'group'
  title: string | null
  photo_url: string | null
  last_message_at: string
  last_message_preview: string | null
  last_sender_id: string | null
  unread_count: number
  muted: boolean
  archived: boolean
  role: 'owner' | 'member'
  last_read_at: string
  members: ConversationMember[]
  /** 'pending' while the caller has not answered this message request; null for an ordinary conversation. */
  request_status: 'pending' | null
}

export interface Attachment {
  path: string
  name: string
  type: string
  size: number
}

export type Message = Omit<Tables<'messages'>, 'attachments'> & {
  attachments: Attachment[]
  /** Set only on a message this client sent and the server has not confirmed yet. */
  pending?: boolean
}

export interface MessagePage {
  items: Message[]
  nextCursor: { createdAt: string; id: string } | null
}

export interface ConversationPage {
  items: Conversation[]
  nextCursor: { at: string; id: string } | null
}

export interface MessageCandidate {
  id: string
  name: string
  headline: string | null
  profile_photo_url: string | null
  profile_type: string | null
  refusal: string | null
}
