import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import { GET as sendOutbox } from '../../api/outbox/send.ts'
import { adminClient, anonKey, memberWithProfile, serviceRoleKey, stackUrl, uniqueEmail } from './helpers.ts'

interface Received {
  to: string[]
  raw: string
}

/** A real SMTP server on a free port: it keeps what it receives and refuses recipients on "bounce" domains. */
const received: Received[] = []
let refuse = true
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (refuse && address.address.endsWith('@bounce.test')) callback(new Error('Mailbox unavailable'))
    else callback()
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') })
      callback()
    })
  },
})

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as { port: number }
  process.env.SUPABASE_URL = stackUrl()
  process.env.SUPABASE_ANON_KEY = anonKey()
  process.env.SUPABASE_SERVICE_ROLE_KEY = serviceRoleKey()
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.SMTP_FROM = 'Campus Network <no-reply@campus.test>'
  process.env.CRON_SECRET = 'cron-secret-for-tests'
})
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

const run = (secret = 'cron-secret-for-tests') =>
  sendOutbox(new Request('http://localhost/api/outbox/send', { headers: { Authorization: `Bearer ${secret}` } }))

async function queue(to: string, subject = 'Your weekly digest') {
  const { data, error } = await adminClient()
    .from('email_outbox')
    .insert({ to_email: to, subject, body_text: `Hello ${to}`, body_html: `<p>Hello ${to}</p>`, kind: 'digest' })
    .select('id')
    .single()
  if (error) throw error
  return data.id as string
}

const row = async (id: string) =>
  (
    await adminClient()
      .from('email_outbox')
      .select('sent_at, attempts, next_attempt_at, last_error, failed_at, claimed_until')
      .eq('id', id)
      .single()
  ).data!

describe('GET /api/outbox/send (the hosted outbox sender)', () => {
  it('refuses a caller without the cron secret', async () => {
    expect((await run('wrong')).status).toBe(401)
    expect(await (await run('wrong')).json()).toEqual({
      error: { code: 'unauthorized', message: 'Only the scheduler may send e-mail.' },
    })
    const member = await memberWithProfile('outbox-member')
    expect((await run(member.session.access_token)).status).toBe(403)
    expect((await run(anonKey())).status).toBe(403)
    const forged = [
      Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url'),
      'bm90LWEtc2lnbmF0dXJl',
    ].join('.')
    // The database refuses the signature when the sender claims its first rows.
    expect((await run(forged)).status).toBe(401)
  })

  it('runs for the service role key too, and says e-mail is off without SMTP_URL', async () => {
    expect((await run(serviceRoleKey())).status).toBe(200)
    const smtpUrl = process.env.SMTP_URL
    delete process.env.SMTP_URL
    try {
      const off = await run()
      expect(off.status).toBe(200)
      expect(await off.json()).toMatchObject({ configured: false, sent: 0 })
    } finally {
      process.env.SMTP_URL = smtpUrl
    }
  })

  it('delivers each queued mail once over SMTP, even with two runs at the same time, and marks it sent', async () => {
    const to = Array.from({ length: 6 }, () => uniqueEmail('outbox'))
    const ids = await Promise.all(to.map((t) => queue(t)))
    const [a, b] = await Promise.all([run(), run()])
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    for (const address of to) {
      const mails = received.filter((m) => m.to.includes(address))
      expect(mails, address).toHaveLength(1)
      expect(mails[0]!.raw).toContain('Subject: Your weekly digest')
      expect(mails[0]!.raw).toContain('From: Campus Network <no-reply@campus.test>')
    }
    for (const id of ids) {
      const r = await row(id)
      expect(r.sent_at).not.toBeNull()
      expect(r.attempts).toBe(1)
      expect(r.claimed_until).toBeNull()
    }
    // A third run finds nothing of these to send again.
    await run()
    expect(received.filter((m) => to.some((t) => m.to.includes(t)))).toHaveLength(6)
  })

  it('retries a refused mail later with backoff, then delivers it', async () => {
    const to = `member-${Math.random().toString(36).slice(2, 8)}@bounce.test`
    const id = await queue(to, 'Your Campus Network account has been deleted')
    const before = Date.now()
    expect(await (await run()).json()).toMatchObject({ retried: expect.any(Number) })
    const failed = await row(id)
    expect(failed).toMatchObject({ sent_at: null, attempts: 1, failed_at: null })
    expect(failed.last_error).toContain('Mailbox unavailable')
    // First retry one minute later: an immediate run leaves it alone.
    expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThanOrEqual(before + 55_000)
    await run()
    expect((await row(id)).attempts).toBe(1)

    refuse = false
    await adminClient()
      .from('email_outbox')
      .update({ next_attempt_at: new Date(before).toISOString() })
      .eq('id', id)
    await run()
    expect(await row(id)).toMatchObject({ attempts: 2, last_error: null })
    expect((await row(id)).sent_at).not.toBeNull()
    expect(received.filter((m) => m.to.includes(to))).toHaveLength(1)
    refuse = true
  })

  it('backs off exponentially and gives up after eight attempts', async () => {
    const admin = adminClient()
    const id = await queue(`gone-${Math.random().toString(36).slice(2, 8)}@bounce.test`)
    const t0 = Date.parse('2030-01-01T00:00:00Z')
    const waits: number[] = []
    let asOf = t0
    for (let attempt = 1; attempt <= 8; attempt++) {
      const { data: claimed } = await admin.rpc('claim_email_outbox', {
        batch: 200,
        as_of: new Date(asOf).toISOString(),
      })
      expect((claimed as { id: string }[]).map((r) => r.id)).toContain(id)
      const { data: outcome } = await admin.rpc('finish_email_outbox', {
        message: id,
        failure: 'Mailbox unavailable',
        as_of: new Date(asOf).toISOString(),
      })
      expect(outcome).toBe(attempt < 8 ? 'retry' : 'failed')
      if (attempt < 8) {
        const next = Date.parse((await row(id)).next_attempt_at)
        waits.push((next - asOf) / 60_000)
        asOf = next
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64])
    expect((await row(id)).failed_at).not.toBeNull()
    // Members cannot claim or finish outbox rows.
    const member = await memberWithProfile('outbox-member')
    expect((await member.client.rpc('claim_email_outbox', {})).error?.code).toBe('42501')
  })
})
