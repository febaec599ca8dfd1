import { Cron } from 'croner'
import type { Database } from '../db/driver.ts'

interface Job {
  jobid: string
  jobname: string | null
  schedule: string
  command: string
}

/**
 * pg_cron for the local stack: runs the jobs that migrations scheduled with `cron.schedule(…)`, on their
 * cron schedules, as the database owner (as pg_cron does), and records each run in `cron.job_run_details`.
 */
export async function startScheduler(db: Database, log: (line: string) => void = console.log) {
  const { rows } = await db
    .query<Job>('select jobid::text, jobname, schedule, command from cron.job where active order by jobid')
    .catch(() => ({ rows: [] as Job[] }))
  const timers = rows.map(
    (job) =>
      new Cron(job.schedule, { protect: true, catch: true }, async () => {
        const started = new Date()
        let status = 'succeeded'
        let message = ''
        try {
          await db.exec(job.command)
        } catch (error) {
          status = 'failed'
          message = error instanceof Error ? error.message : String(error)
          log(`[scheduler] ${job.jobname ?? job.jobid} failed: ${message}`)
        }
        await db
          .query(
            `insert into cron.job_run_details (jobid, command, status, return_message, start_time, end_time)
             values ($1, $2, $3, $4, $5, now())`,
            [job.jobid, job.command, status, message, started.toISOString()],
          )
          .catch(() => undefined)
      }),
  )
  return {
    jobs: rows.map((j) => j.jobname ?? j.jobid),
    stop() {
      for (const t of timers) t.stop()
    },
  }
}
