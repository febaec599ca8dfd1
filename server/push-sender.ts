import type { TypedSupabaseClient } from './supabase-client.ts'
import webpush from 'web-push'

/**
 * Web Push (docs/decisions.md, "Web Push"): delivers queued notifications to each member's subscribed browsers.
 * `web-push` encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID header (RFC 8292); we send the request
 * with `fetch` ourselves, so the same code runs on Vercel and locally, and a push service answering 404 or 410
 * (the browser unsubscribed, or the subscription expired) gets its subscription deleted.
 */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

/** The VAPID keys from the environment, or null when push is not configured (the local default). */
export function vapidFromEnv(env: NodeJS.ProcessEnv = process.env): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim()
  const privateKey = env.VAPID_PRIVATE_KEY?.trim()
  if (!publicKey || !privateKey) return null
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT?.trim() || 'mailto:admin@campus.test' }
}

type Claimed = {
  notification_id: string
  subscription_id: string
  endpoint: string
  p256dh: string
  auth: string
  type: string
  actor_name: string | null
  data: Record<string, unknown> | null
}

export type PushPayload = { title: string; body: string; url: string; tag: string }

/** What a notification says on the lock screen: one full sentence, and where a tap leads. */
export function pushPayload(n: Pick<Claimed, 'notification_id' | 'type' | 'actor_name' | 'data'>): PushPayload {
  const who = n.actor_name ?? 'Someone'
  const data = n.data ?? {}
  const name =
    typeof data.name === 'string' ? data.name : typeof data.community_name === 'string' ? data.community_name : null
  const sentences: Record<string, string> = {
    post_like: `${who} liked your post.`,
    post_comment: `${who} commented on your post.`,
    comment_reply: `${who} replied to your comment.`,
    mention: `${who} mentioned you in a post.`,
    repost: `${who} reposted your post.`,
    new_follower: `${who} started following you.`,
    associate_request: `${who} wants to become your associate.`,
    associate_accepted: `${who} accepted your associate request.`,
    application_received: `${who} applied to your opportunity.`,
    application_status: 'The status of one of your applications changed.',
    application_still_in_review: 'One of your applications is still in review: see where it stands.',
    deadline_reminder: 'An opportunity you saved closes soon.',
    saved_search_match: 'New members match one of your saved searches.',
    pitch_interest: `${who} is interested in your pitch.`,
    message: `${who} sent you a message.`,
    event_promoted: name ? `A seat freed up: you are going to ${name}.` : 'A seat freed up at an event you waited for.',
    event_cancelled: name ? `${name} was cancelled.` : 'An event you answered was cancelled.',
    event_reminder: name ? `Reminder: ${name} starts soon.` : 'An event you are going to starts soon.',
    event_message: `${who} sent a message about an event you are going to.`,
    community_join_request: name ? `${who} asked to join ${name}.` : `${who} asked to join a community you moderate.`,
    community_join_approved: name
      ? `You are now a member of ${name}.`
      : 'Your request to join a community was approved.',
    community_join_declined: name
      ? `Your request to join ${name} was declined.`
      : 'A request to join a community was declined.',
    community_invite: name ? `${who} invited you to join ${name}.` : `${who} invited you to a community.`,
    community_post: name ? `${who} posted in ${name}.` : `${who} posted in one of your communities.`,
    community_post_removed: 'A moderator removed one of your community posts.',
    community_event: name
      ? `New event in your community: ${name}.`
      : 'There is a new event in one of your communities.',
    verification_requested: `${who} asked your university to verify them.`,
    verification_approved: 'Your verification was approved.',
    verification_rejected: 'Your verification request was rejected.',
    verification_revoked: 'Your verification was revoked.',
    mou_proposed: `${who} proposed an MOU to you.`,
    mou_changes_requested: `${who} asked for changes to an MOU.`,
    mou_signed: `${who} signed an MOU.`,
    mou_active: 'An MOU is now active.',
    mou_expiring: 'An MOU ends soon.',
    mou_expired: 'An MOU expired.',
    interview_offered: `${who} invited you to an interview: pick a time.`,
    interview_booked: `${who} booked an interview with you.`,
    interview_rescheduled: 'An interview of yours moved.',
    interview_cancelled: `${who} cancelled an interview.`,
    interview_reminder: 'Reminder: you have an interview tomorrow.',
  }
  const conversation = typeof data.conversation_id === 'string' ? data.conversation_id : null
  return {
    title: 'Campus Network',
    body: sentences[n.type] ?? 'You have a new notification.',
    url: n.type === 'message' && conversation ? `/messages/${conversation}` : '/notifications',
    tag: n.notification_id,
  }
}

export type PushRunResult = { sent: number; removed: number; failed: number }

function allowedEndpoint(endpoint: string, allowInsecure: boolean) {
  try {
    const url = new URL(endpoint)
    return url.protocol === 'https:' || (allowInsecure && url.protocol === 'http:')
  } catch {
    return false
  }
}

/**
 * One run: claims up to `batch` queued notifications (repeatedly, until the queue is empty or `maxBatches`) and
 * pushes each to every subscription of its recipient. `admin` must be a service-role client.
 * `allowInsecureEndpoints` lets tests use a plain-http push service on the loopback address.
 */
export async function sendPendingPushes(
  admin: TypedSupabaseClient,
  vapid: VapidKeys,
  options: { batch?: number; maxBatches?: number; allowInsecureEndpoints?: boolean; timeoutMs?: number } = {},
): Promise<PushRunResult> {
  const result: PushRunResult = { sent: 0, removed: 0, failed: 0 }
  for (let round = 0; round < (options.maxBatches ?? 10); round++) {
    const { data, error } = await admin.rpc('claim_push_batch', { max_rows: options.batch ?? 100 })
    if (error) throw new Error(`claim_push_batch: ${error.message}`)
    const rows = (data ?? []) as Claimed[]
    if (rows.length === 0) break
    const gone = new Set<string>()
    const delivered = new Set<string>()
    for (const row of rows) {
      if (gone.has(row.subscription_id)) continue
      if (!allowedEndpoint(row.endpoint, options.allowInsecureEndpoints ?? false)) {
        result.failed++
        continue
      }
      const details = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(pushPayload(row)),
        {
          vapidDetails: vapid,
          TTL: 24 * 60 * 60,
          urgency: row.type === 'message' ? 'high' : 'normal',
          contentEncoding: 'aes128gcm',
        },
      )
      try {
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
          redirect: 'error',
        })
        await res.arrayBuffer().catch(() => undefined)
        if (res.status === 404 || res.status === 410) gone.add(row.subscription_id)
        else if (res.ok) {
          result.sent++
          delivered.add(row.subscription_id)
        } else {
          result.failed++
          console.error(`Push to ${new URL(row.endpoint).host} answered ${res.status}`)
        }
      } catch (error) {
        result.failed++
        console.error(`Push to ${new URL(row.endpoint).host} failed`, error)
      }
    }
    if (gone.size > 0) {
      const { error: removeError } = await admin
        .from('push_subscriptions')
        .delete()
        .in('id', [...gone])
      if (removeError) throw new Error(`Removing expired push subscriptions: ${removeError.message}`)
      result.removed += gone.size
    }
    if (delivered.size > 0) {
      await admin
        .from('push_subscriptions')
        .update({ last_sent_at: new Date().toISOString() })
        .in('id', [...delivered])
    }
  }
  return result
}
