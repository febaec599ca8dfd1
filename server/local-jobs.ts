import { purgeDeletedAccounts } from './account-purge.ts'
import { sendPendingPushes, vapidFromEnv } from './push-sender.ts'
import { clientWithKey } from './supabase-client.ts'

/**
 * The local app's share of what Vercel Cron does on hosted (vercel.json `crons`): Web Push every few seconds when
 * VAPID keys are set, and the account purge (files through the Storage API, then the SQL purge) every hour.
 */
export function startLocalJobs(url: string, serviceRoleKey: string): () => void {
  const admin = clientWithKey(url, serviceRoleKey)
  const timers: NodeJS.Timeout[] = []
  const every = (ms: number, job: () => Promise<unknown>, name: string) => {
    let running = false
    const tick = async () => {
      if (running) return
      running = true
      await job()
        .catch((error: unknown) => console.error(name, error))
        .finally(() => (running = false))
    }
    const timer = setInterval(() => void tick(), ms)
    timer.unref?.()
    timers.push(timer)
  }
  const vapid = vapidFromEnv()
  if (vapid) every(5_000, () => sendPendingPushes(admin, vapid), 'Web Push')
  every(60 * 60 * 1000, () => purgeDeletedAccounts(admin), 'Account purge')
  return () => timers.forEach(clearInterval)
}
