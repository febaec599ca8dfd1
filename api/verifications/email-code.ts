import { jsonError, json } from '../../server/http.ts'
import { escapeHtml, sendMail } from '../../server/mailer.ts'
import { requireUser } from '../../server/require-user.ts'
import { serviceClient } from '../../server/supabase-client.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * POST /api/verifications/email-code `{ request_id }` — mails a six-digit code and a confirmation link to
 * the college address of the caller's pending verification request. The code is issued with the service
 * role so that it never reaches the browser except through that inbox; the member sends it back with
 * `rpc('confirm_college_email')`.
 */
export async function POST(request: Request): Promise<Response> {
  const caller = await requireUser(request)
  if (caller instanceof Response) return caller
  const body = (await request.json().catch(() => null)) as { request_id?: unknown } | null
  const requestId = typeof body?.request_id === 'string' ? body.request_id : ''
  if (!UUID.test(requestId)) return jsonError(400, 'invalid_request_id', 'request_id must be the id of your request.')

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
