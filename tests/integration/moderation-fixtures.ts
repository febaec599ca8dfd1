import { adminClient, associate, insertPost, memberWithProfile, type Member } from './helpers.ts'

export const member = (label: string, fields: Record<string, unknown> = {}) => memberWithProfile(label, fields)

/** A fresh member the platform made a moderator (the role is written by the service role only). */
export async function platformModerator(label: string) {
  const m = await memberWithProfile(label)
  const { error } = await adminClient().from('platform_roles').insert({ user_id: m.id, role: 'moderator' })
  if (error) throw error
  return m
}

export const report = (m: Member, kind: string, id: string, reason = 'spam', details: string | null = null) =>
  m.client.from('reports').insert({ reporter_id: m.id, target_kind: kind, target_id: id, reason, details })

/** The open case about a target, as a moderator reads it. */
export async function openCase(moderator: Member, kind: string, id: string) {
  const { data, error } = await moderator.client
    .from('moderation_cases')
    .select('*')
    .eq('target_kind', kind)
    .eq('target_id', id)
    .eq('status', 'open')
    .maybeSingle()
  if (error) throw error
  return data
}

export async function community(owner: Member) {
  const slug = `mod-${Math.random().toString(36).slice(2, 8)}`
  const { data, error } = await owner.client
    .from('communities')
    .insert({ name: 'Debate Club', slug, created_by: owner.id })
    .select()
    .single()
  if (error) throw error
  return data as { id: string }
}

export async function joinOpen(m: Member, communityId: string) {
  const { error } = await m.client.rpc('join_community', { community: communityId })
  if (error) throw error
}

/** A direct conversation between two members who become associates first (strangers may not message). */
export async function conversation(a: Member, b: Member) {
  await associate(a, b)
  const { data, error } = await a.client.rpc('start_conversation', { member_ids: [b.id] })
  if (error) throw error
  return data as string
}

export async function message(m: Member, conversationId: string, body: string) {
  const { data, error } = await m.client
    .from('messages')
    .insert({ conversation_id: conversationId, sender_id: m.id, body })
    .select()
    .single()
  if (error) throw error
  return data as { id: string }
}

export async function comment(m: Member, postId: string, body: string) {
  const { data, error } = await m.client
    .from('post_comments')
    .insert({ post_id: postId, author_id: m.id, body })
    .select()
    .single()
  if (error) throw error
  return data as { id: string }
}

export const visiblePost = async (m: Member, id: string) =>
  ((await m.client.from('posts').select('id').eq('id', id)).data ?? []).length === 1

export const STATEMENT = 'Asking students to pay for a placement is a scam under our rules.'

export const decide = (mod: Member, caseId: string, action: string, fields: Record<string, unknown> = {}) =>
  mod.client.rpc('moderate_case', { case_id: caseId, action, rule: 'Spam and scams', statement: STATEMENT, ...fields })

/** A public post by `author`, reported by `reporter`, and its open case. */
export async function reportedPost(
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

export const notificationsOf = async (m: Member, type: string) =>
  (await m.client.from('notifications').select('type, data, entity_id').eq('type', type)).data ?? []
