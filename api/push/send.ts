import { authorizeScheduler, runScheduledJob } from '../../server/cron-auth.ts'
import { sendPendingPushes, vapidFromEnv } from '../../server/push-sender.ts'

const ACTION = 'send pushes'

/**
 * GET|POST /api/push/send — delivers queued notifications by Web Push (Vercel Cron every minute, or a Supabase
 * database webhook on insert into notifications). Scheduler only: `Bearer $CRON_SECRET` or the service role key.
 * Without VAPID keys push is off: the scheduler is told so (200, nothing sent), as it is no failure of the run.
 */
async function send(request: Request): Promise<Response> {
  const admin = authorizeScheduler(request, ACTION)
  if (admin instanceof Response) return admin
  const vapid = vapidFromEnv()
  if (!vapid)
    return Response.json({
      configured: false,
      sent: 0,
      message: 'Push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set.',
    })
  return runScheduledJob(ACTION, () => sendPendingPushes(admin, vapid))
}

export const GET = send
export const POST = send
