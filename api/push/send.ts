import { isRefusal, schedulerClient } from '../../server/cron-auth.ts'
import { jsonError } from '../../server/http.ts'
import { sendPendingPushes, vapidFromEnv } from '../../server/push-sender.ts'

/**
 * GET|POST /api/push/send — delivers queued notifications by Web Push (Vercel Cron every minute, or a Supabase
 * database webhook on insert into notifications). Scheduler only: `Bearer $CRON_SECRET` or the service role key.
 */
async function send(request: Request): Promise<Response> {
  const admin = schedulerClient(request)
  if (!admin) return jsonError(401, 'unauthorized', 'Only the scheduler may send pushes.')
  const vapid = vapidFromEnv()
  if (!vapid) return jsonError(503, 'push_not_configured', 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set.')
  try {
    return Response.json(await sendPendingPushes(admin, vapid))
  } catch (error) {
    if (isRefusal(error)) return jsonError(403, 'forbidden', 'Only the scheduler may send pushes.')
    throw error
  }
}

export const GET = send
export const POST = send
