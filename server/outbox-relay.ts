import type { Queryable } from '../supabase/local/src/db/driver.ts'
import type { Mailer } from '../supabase/local/src/auth/mailer.ts'

/**
 * Sends what the database queued in `email_outbox` (the last e-mail to a deleted member…) through the local
 * stack's mailer (the local mailbox, and SMTP when configured), every `everyMs`. Locally only: on hosted
 * Supabase a scheduled sender with the service role does the same.
 */
export function startOutboxRelay(db: Queryable, mailer: Mailer, everyMs = 30_000): () => void {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      // The same claim and backoff as the hosted sender (api/outbox/send.ts): see claim_email_outbox.
      const { rows } = await db.query<{
        id: string
        to_email: string
        subject: string
        body_text: string
        body_html: string
      }>(`select id, to_email, subject, body_text, body_html from public.claim_email_outbox(50, 120)`)
      for (const m of rows) {
        let failure: string | null = null
        try {
          await mailer.send({ to: m.to_email, subject: m.subject, text: m.body_text, html: m.body_html })
        } catch (e) {
          failure = e instanceof Error ? e.message : String(e)
        }
        await db.query(`select public.finish_email_outbox($1, $2)`, [m.id, failure])
      }
    } catch (error) {
      console.error('Outbox relay', error)
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), everyMs)
  timer.unref?.()
  return () => clearInterval(timer)
}
