import * as v from 'valibot'
import { jsonError, json, readBodyText } from '../../server/http.ts'
import { escapeHtml, sendMail } from '../../server/mailer.ts'
import { requireUser } from '../../server/require-user.ts'
import { serviceClient } from '../../server/supabase-client.ts'

const Body = v.object({ request_id: v.pipe(v.string(), v.uuid()) })
const MAX_BODY_BYTES = 4096

/**
 * POST /api/verifications/email-code `{ request_id }` — mails a six-digit code and a confirmation link to
 * the college address of the caller's pending verification request. The code is issued with the service
 * role so that it never reaches the browser except through that inbox; the member sends it back with
 * `rpc('confirm_college_email')`.
 */
export async function POST(request: Request): Promise<Response> {
  const caller = await requireUser(request)
  if (caller instanceof Response) return caller
  const raw = await readBodyText(request, MAX_BODY_BYTES)
  if (raw === null) return jsonError(413, 'too_large', 'The request body is too large.')
  let body: unknown = null
  try {
    body = JSON.parse(raw)
  } catch {
    /* answered as a missing request_id below */
  }
  const parsed = v.safeParse(Body, body)
  if (!parsed.success) return jsonError(400, 'invalid_request_id', 'request_id must be the id of your request.')
  const requestId = parsed.output.request_id

  const { data, error } = await serviceClient().rpc('issue_college_email_code', {
    request: requestId,
    member: caller.user.id,
  })
  if (error) {
    if (error.code === 'P0002') return jsonError(404, 'not_found', 'No such verification request.')
    if (error.code === 'PT429') return jsonError(429, 'too_soon', error.message)
    if (error.code === '22023') return jsonError(409, 'not_needed', error.message)
    return jsonError(500, 'code_failed', 'The code could not be issued. Try again.')
  }
  const { code, email, university } = data as { code: string; email: string; university: string }
  const origin = process.env.SITE_URL ?? new URL(request.url).origin
  const link = `${origin}/university/verifications?confirm=${requestId}&code=${code}`
  try {
    await sendMail({
      to: email,
      subject: `Confirm your ${university} address`,
      text: `Your code: ${code}\n\nEnter it on Campus Network to confirm this address for your verification by ${university}, or open ${link}\n\nThe code expires in 30 minutes. If you did not ask for it, ignore this mail.`,
      html: `<p>Your code: <strong>${code}</strong></p><p>Enter it on Campus Network to confirm this address for your verification by ${escapeHtml(university)}, or <a href="${escapeHtml(link)}">confirm it with one click</a>.</p><p>The code expires in 30 minutes. If you did not ask for it, ignore this mail.</p>`,
    })
  } catch {
    return jsonError(503, 'mail_failed', 'The mail could not be sent. Try again in a minute.')
  }
  return json({ sent_to: email })
}
