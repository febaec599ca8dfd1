import nodemailer from 'nodemailer'
import { authorizeScheduler, schedulerRefusal } from '../../server/cron-auth.ts'
import { json, jsonError } from '../../server/http.ts'

const ACTION = 'send e-mail'

/** How many rows one run claims at a time, and how long a run keeps claiming (Vercel stops it at 60 s). */
const BATCH = 20
const BUDGET_MS = 45_000

/**
 * GET /api/outbox/send — the hosted sender of `public.email_outbox` (digests, the last e-mail on deletion…),
 * run by Vercel Cron with `Authorization: Bearer $CRON_SECRET` (or the service role key: server/cron-auth.ts).
 * It claims due rows with the service role (`claim_email_outbox`: `for update skip locked` plus a lease, so two
 * runs never send the same row), sends each over SMTP (`SMTP_URL`, `SMTP_FROM`) and reports it back
 * (`finish_email_outbox`: sent, or retried with backoff, given up after 8 attempts). Each mail's Message-ID is
 * derived from its row, so a mail sent twice after a crash between sending and marking is recognisably the same
 * mail. Without `SMTP_URL` e-mail is off: the scheduler is told so (200, nothing sent), as push/send does.
 * Locally the stack's relay does this.
 */
export async function GET(request: Request): Promise<Response> {
  const db = authorizeScheduler(request, ACTION)
  if (db instanceof Response) return db
  const smtpUrl = process.env.SMTP_URL
  if (!smtpUrl) return json({ configured: false, sent: 0, message: 'E-mail is off: SMTP_URL is not set.' })

  const from = process.env.SMTP_FROM ?? 'Campus Network <no-reply@localhost>'
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'
  const transport = nodemailer.createTransport(smtpUrl)
  const started = Date.now()
  const result = { sent: 0, retried: 0, failed: 0 }
  try {
    while (Date.now() - started < BUDGET_MS) {
      const { data, error } = await db.rpc('claim_email_outbox', { batch: BATCH, lease_seconds: 120 })
      if (error) return schedulerRefusal(error, ACTION) ?? jsonError(500, 'claim_failed', error.message)
      const rows = data ?? []
      for (const row of rows) {
        // Left out when the mail went: the function's default (null) means sent.
        let failure: string | undefined
        try {
          await transport.sendMail({
            from,
            to: row.to_email,
            subject: row.subject,
            text: row.body_text,
            html: row.body_html,
            messageId: `<outbox-${row.id}@${domain}>`,
          })
        } catch (e) {
          failure = e instanceof Error ? e.message : String(e)
        }
        const { data: outcome, error: finishError } = await db.rpc('finish_email_outbox', {
          message: row.id,
          failure,
        })
        if (finishError) return jsonError(500, 'finish_failed', finishError.message)
        if (outcome === 'sent') result.sent++
        else if (outcome === 'retry') result.retried++
        else if (outcome === 'failed') result.failed++
      }
      if (rows.length < BATCH) break
    }
  } finally {
    transport.close()
  }
  return json(result)
}
