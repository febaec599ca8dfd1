import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { importJWK, jwtVerify } from 'jose'
import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendPendingPushes, type VapidKeys } from '../../server/push-sender.ts'
import { adminClient, anonClient, anonKey, appUrl, memberWithProfile, PASSWORD, serviceRoleKey } from './helpers.ts'

const b64url = (b: Buffer) => b.toString('base64url')
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { ecdh, p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)) }
}

/** Decrypts an aes128gcm Web Push body (RFC 8188 + RFC 8291) as the browser would. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>) {
  const salt = body.subarray(0, 16)
  const idlen = body[20]
  const senderPublic = body.subarray(21, 21 + idlen)
  const ciphertext = body.subarray(21 + idlen)
  const shared = keys.ecdh.computeSecret(senderPublic)
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic])
  const ikm = hmac(hmac(Buffer.from(keys.auth, 'base64url'), shared), Buffer.concat([info, Buffer.from([1])]))
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  let end = padded.length - 1
  while (end > 0 && padded[end] === 0) end--
  expect(padded[end]).toBe(2) // the last record's delimiter
  return JSON.parse(padded.subarray(0, end).toString('utf8'))
}

type Received = { id: string; status: number; payload?: unknown; vapidOk: boolean; error?: string }

/**
 * A push service on the loopback address that speaks the Web Push protocol: it takes the encrypted POST, checks
 * the VAPID Authorization header (ES256 JWT for this origin, signed by the key in `k`), decrypts the payload with
 * the subscription's keys and answers 201 Created, or 410 Gone for a subscription it no longer knows.
 */
class PushService {
  server!: Server
  origin = ''
  received: Received[] = []
  private subscriptions = new Map<string, ReturnType<typeof browserKeys>>()
  private gone = new Set<string>()

  constructor(private vapidPublicKey: string) {}

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on(
        'end',
        () =>
          void this.handle(req.url ?? '', req.headers, Buffer.concat(chunks), res.writeHead.bind(res), () => res.end()),
      )
    })
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  subscribe(options: { gone?: boolean } = {}) {
    const id = randomBytes(8).toString('hex')
    const keys = browserKeys()
    this.subscriptions.set(id, keys)
    if (options.gone) this.gone.add(id)
    return { id, endpoint: `${this.origin}/push/${id}`, p256dh: keys.p256dh, auth: keys.auth }
  }

  private async handle(
    url: string,
    headers: Record<string, string | string[] | undefined>,
    body: Buffer,
    writeHead: (status: number) => void,
    end: () => void,
  ) {
    const id = url.replace('/push/', '')
    const record: Received = { id, status: 201, vapidOk: false }
    try {
      const auth = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(String(headers.authorization ?? ''))
      if (!auth) throw new Error(`no VAPID header: ${headers.authorization}`)
      const [, jwt, k] = auth
      expect(k).toBe(this.vapidPublicKey)
      const raw = Buffer.from(k, 'base64url')
      const key = await importJWK(
        { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
        'ES256',
      )
      const { payload } = await jwtVerify(jwt, key, { audience: this.origin, algorithms: ['ES256'] })
      expect(payload.sub).toMatch(/^(mailto:|https:)/)
      expect(payload.exp! * 1000).toBeGreaterThan(Date.now())
      record.vapidOk = true
      expect(headers['content-encoding']).toBe('aes128gcm')
      expect(Number(headers.ttl)).toBeGreaterThan(0)
      if (this.gone.has(id) || !this.subscriptions.has(id)) record.status = 410
      else record.payload = decrypt(body, this.subscriptions.get(id)!)
    } catch (error) {
      record.status = 400
      record.error = String(error)
    }
    this.received.push(record)
    writeHead(record.status)
    end()
  }
}

const keys = webpush.generateVAPIDKeys()
const vapid: VapidKeys = { ...keys, subject: 'mailto:push-test@campus.test' }
const service = new PushService(keys.publicKey)
beforeAll(() => service.start())
afterAll(() => new Promise<void>((resolve) => service.server.close(() => resolve())))

const save = (
  client: Awaited<ReturnType<typeof memberWithProfile>>['client'],
  s: ReturnType<PushService['subscribe']>,
) =>
  client.rpc('save_push_subscription', { endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, user_agent: 'Vitest' })

describe('push_subscriptions: each member sees and changes only their own', () => {
  it('Ana stores and reads her subscription; Ben can neither read, add, change nor remove it; guests get nothing', async () => {
    const ana = await memberWithProfile('push-ana')
    const ben = await memberWithProfile('push-ben')
    const device = service.subscribe()
    const saved = await save(ana.client, device)
    expect(saved.error).toBeNull()
    expect((await ana.client.from('push_subscriptions').select('user_id, endpoint, user_agent')).data).toEqual([
      { user_id: ana.id, endpoint: device.endpoint, user_agent: 'Vitest' },
    ])

    // Ben: no reading, no writing a row in Ana's name, no update, no delete.
    expect((await ben.client.from('push_subscriptions').select('id').eq('user_id', ana.id)).data).toEqual([])
    const forged = await ben.client
      .from('push_subscriptions')
      .insert({ user_id: ana.id, endpoint: service.subscribe().endpoint, p256dh: device.p256dh, auth: device.auth })
    expect(forged.error?.code).toBe('42501')
    const changed = await ben.client
      .from('push_subscriptions')
      .update({ endpoint: `${service.origin}/push/stolen` })
      .eq('id', saved.data!)
    // No update policy: the change reaches no row.
    expect(changed.error?.code ?? 'no rows').toMatch(/42501|no rows/)
    await ben.client.from('push_subscriptions').delete().eq('id', saved.data!)
    expect((await ana.client.from('push_subscriptions').select('id, endpoint')).data).toEqual([
      { id: saved.data, endpoint: device.endpoint },
    ])

    // Guests.
    const guest = anonClient()
    expect((await guest.from('push_subscriptions').select('id')).data ?? []).toEqual([])
    expect(
      (
        await guest.rpc('save_push_subscription', {
          endpoint: device.endpoint,
          p256dh: device.p256dh,
          auth: device.auth,
        })
      ).error,
    ).not.toBeNull()

    // Members never run the sender's batch.
    expect((await ana.client.rpc('claim_push_batch', { max_rows: 10 })).error?.code).toBe('42501')

    // Ana removes her own.
    await ana.client.from('push_subscriptions').delete().eq('id', saved.data!)
    expect((await ana.client.from('push_subscriptions').select('id')).data).toEqual([])
  })

  it('refuses endpoints that are not https (a loopback push service aside)', async () => {
    const ana = await memberWithProfile('push-http')
    const bad = await ana.client.rpc('save_push_subscription', {
      endpoint: 'http://10.0.0.5/internal',
      p256dh: service.subscribe().p256dh,
      auth: 'abcdefghijklmnop',
    })
    expect(bad.error?.code).toBe('23514')
  })

  it('a browser belongs to whoever subscribed on it last: Ben signing in there takes the endpoint over from Ana', async () => {
    const ana = await memberWithProfile('push-shared-ana')
    const ben = await memberWithProfile('push-shared-ben')
    const device = service.subscribe()
    expect((await save(ana.client, device)).error).toBeNull()
    expect((await save(ben.client, device)).error).toBeNull()
    expect((await ana.client.from('push_subscriptions').select('id')).data).toEqual([])
    expect((await ben.client.from('push_subscriptions').select('endpoint')).data).toEqual([
      { endpoint: device.endpoint },
    ])
  })
})

describe('the Web Push sender', () => {
  it('pushes a new notification, encrypted and VAPID-signed, to every device; forgets a device the service answers 410 for; sends once', async () => {
    const ana = await memberWithProfile('push-to', { push_notifications: true })
    const ben = await memberWithProfile('push-from', { name: 'Ben Sender' })
    const phone = service.subscribe()
    const oldLaptop = service.subscribe({ gone: true })
    expect((await save(ana.client, phone)).error).toBeNull()
    expect((await save(ana.client, oldLaptop)).error).toBeNull()

    expect((await ben.client.from('follows').insert({ follower_id: ben.id, followee_id: ana.id })).error).toBeNull()
    const result = await sendPendingPushes(adminClient(), vapid, { allowInsecureEndpoints: true })

    const mine = service.received.filter((r) => [phone.id, oldLaptop.id].includes(r.id))
    expect(mine.map((r) => r.error)).toEqual([undefined, undefined])
    expect(mine.every((r) => r.vapidOk)).toBe(true)
    expect(mine.find((r) => r.id === phone.id)).toMatchObject({
      status: 201,
      payload: { title: 'Campus Network', body: 'Ben Sender started following you.', url: '/notifications' },
    })
    expect(mine.find((r) => r.id === oldLaptop.id)?.status).toBe(410)
    expect(result.sent).toBeGreaterThanOrEqual(1)
    expect(result.removed).toBeGreaterThanOrEqual(1)
    expect((await ana.client.from('push_subscriptions').select('endpoint')).data).toEqual([
      { endpoint: phone.endpoint },
    ])

    // Nothing new: nothing sent again.
    const before = service.received.length
    await sendPendingPushes(adminClient(), vapid, { allowInsecureEndpoints: true })
    expect(service.received.length).toBe(before)
  })

  it('respects the member’s push switch and the kinds they turned off', async () => {
    const ana = await memberWithProfile('push-off', { push_notifications: false })
    const cara = await memberWithProfile('push-kind-off')
    const ben = await memberWithProfile('push-actor')
    const anaDevice = service.subscribe()
    const caraDevice = service.subscribe()
    expect((await save(ana.client, anaDevice)).error).toBeNull()
    expect((await save(cara.client, caraDevice)).error).toBeNull()
    expect(
      (
        await cara.client
          .from('notification_preferences')
          .upsert({ user_id: cara.id, type: 'new_follower', in_app: false })
      ).error,
    ).toBeNull()
    await ben.client.from('follows').insert({ follower_id: ben.id, followee_id: ana.id })
    await ben.client.from('follows').insert({ follower_id: ben.id, followee_id: cara.id })
    await sendPendingPushes(adminClient(), vapid, { allowInsecureEndpoints: true })
    expect(service.received.filter((r) => [anaDevice.id, caraDevice.id].includes(r.id))).toEqual([])
  })

  it('refuses plain-http endpoints unless told it is a test', async () => {
    const ana = await memberWithProfile('push-strict')
    const ben = await memberWithProfile('push-strict-actor')
    const device = service.subscribe()
    expect((await save(ana.client, device)).error).toBeNull()
    await ben.client.from('follows').insert({ follower_id: ben.id, followee_id: ana.id })
    const result = await sendPendingPushes(adminClient(), vapid)
    expect(result.failed).toBeGreaterThanOrEqual(1)
    expect(service.received.filter((r) => r.id === device.id)).toEqual([])
  })

  it('the scheduled endpoints refuse members and guests, and a bad bearer is 401, never a 5xx', async () => {
    const ana = await memberWithProfile('push-cron')
    // A service_role claim under a signature the stack never made.
    const forged = [
      Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ role: 'service_role', iss: 'supabase-demo' })).toString('base64url'),
      'bm90LWEtc2lnbmF0dXJl',
    ].join('.')
    const call = (path: string, authorization?: string) =>
      fetch(`${appUrl()}${path}`, { method: 'POST', headers: authorization ? { Authorization: authorization } : {} })
    for (const path of ['/api/push/send', '/api/account/purge']) {
      expect((await call(path)).status).toBe(401)
      expect((await call(path, 'Bearer not-a-token')).status).toBe(401)
      expect((await call(path, 'Bearer a.b.c')).status).toBe(401)
      expect((await call(path, `Bearer ${ana.session.access_token}`)).status).toBe(403)
      expect((await call(path, `Bearer ${anonKey()}`)).status).toBe(403)
    }
    // The purge reaches the database, which refuses the forged signature.
    expect((await call('/api/account/purge', `Bearer ${forged}`)).status).toBe(401)
    // Push is off here (no VAPID keys): the scheduler is told so, not a 5xx.
    const off = await call('/api/push/send', `Bearer ${serviceRoleKey()}`)
    expect(off.status).toBe(200)
    expect(await off.json()).toMatchObject({ configured: false, sent: 0 })
    expect(await (await fetch(`${appUrl()}/api/push/public-key`)).json()).toEqual({ publicKey: null })
  })
})

describe('account deletion removes the file bytes', () => {
  it('after the purge, the member’s files answer 404 to another member and to the service role', async () => {
    const ana = await memberWithProfile('purge-files')
    const ben = await memberWithProfile('purge-files-reader')
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82])], {
      type: 'image/png',
    })
    const avatar = `${ana.id}/face.png`
    expect((await ana.client.storage.from('avatars').upload(avatar, png)).error).toBeNull()
    const admin = adminClient()
    expect((await ben.client.storage.from('avatars').download(avatar)).error).toBeNull()

    const due = (await ana.client.rpc('request_account_deletion', { email: ana.email, password: PASSWORD }))
      .data as string
    // The SQL purge alone leaves a member who still owns files (it never orphans bytes).
    await admin.rpc('purge_deleted_accounts', { as_of: due })
    expect((await admin.auth.admin.getUserById(ana.id)).data.user).not.toBeNull()

    const res = await fetch(`${appUrl()}/api/account/purge?as_of=${encodeURIComponent(due)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${serviceRoleKey()}` },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toMatchObject({ filesRemoved: expect.any(Number), accountsPurged: expect.any(Number) })
    expect((await admin.auth.admin.getUserById(ana.id)).data.user).toBeNull()

    for (const client of [ben.client, admin]) {
      const download = await client.storage.from('avatars').download(avatar)
      expect(download.error).not.toBeNull()
      expect((download.error as { status?: number }).status ?? 404).toBe(404)
    }
    const direct = await fetch(`${appUrl()}/storage/v1/object/public/avatars/${avatar}`)
    expect(direct.status).toBe(404)
  })
})
