import { purgeDeletedAccounts } from '../../server/account-purge.ts'
import { authorizeScheduler, runScheduledJob } from '../../server/cron-auth.ts'
import { jsonError } from '../../server/http.ts'
import { isTimestamp } from '../../server/timestamp.ts'

const ACTION = 'purge accounts'

/**
 * GET|POST /api/account/purge[?as_of=ISO date] — deletes the accounts whose grace period ended, their files first
 * through the Storage API (Vercel Cron hourly). Scheduler only: `Bearer $CRON_SECRET` or the service role key.
 */
async function purge(request: Request): Promise<Response> {
  const admin = authorizeScheduler(request, ACTION)
  if (admin instanceof Response) return admin
  const asOf = new URL(request.url).searchParams.get('as_of')
  if (asOf !== null && !isTimestamp(asOf)) return jsonError(400, 'invalid_as_of', 'as_of must be an ISO date.')
  const when = asOf ?? new Date().toISOString()
  return runScheduledJob(ACTION, () => purgeDeletedAccounts(admin, when))
}

export const GET = purge
export const POST = purge
