import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { purgeDeletedAccounts } from '../../server/account-purge.ts'
import { adminClient, anonClient, appUrl, memberWithProfile, PASSWORD } from './helpers.ts'

/** The PNG signature and a header: enough for the bucket's content check. */
const png = () =>
  new Blob(
    [
      new Uint8Array([
        137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
      ]),
    ],
    {
      type: 'image/png',
    },
  )
const DELETED_MEMBER = '00000000-0000-4000-8000-00000000de1e'

async function secondDevice(email: string) {
  const client = anonClient()
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  return { client, session: data.session! }
}

describe('sessions', () => {
  it('lists only the caller’s sessions, marks the current one and keeps the device', async () => {
    const ana = await memberWithProfile('sess-ana')
    const ben = await memberWithProfile('sess-ben')
    await secondDevice(ana.email)
    const { data, error } = await ana.client.rpc('my_sessions')
    expect(error).toBeNull()
    expect(data).toHaveLength(2)
    expect(data.filter((s: { is_current: boolean }) => s.is_current)).toHaveLength(1)
    expect(data[0].user_agent).toBeTruthy()
    const bens = (await ben.client.rpc('my_sessions')).data as Array<{ id: string }>
    expect(bens).toHaveLength(1)
    expect(data.map((s: { id: string }) => s.id)).not.toContain(bens[0].id)
    expect((await anonClient().rpc('my_sessions')).error).not.toBeNull()
  })

  it('signs out one device (its refresh token stops working) but never another member’s', async () => {
    const ana = await memberWithProfile('sess-one')
    const ben = await memberWithProfile('sess-other')
    const phone = await secondDevice(ana.email)
    const sessions = (await ana.client.rpc('my_sessions')).data as Array<{ id: string; is_current: boolean }>
    const other = sessions.find((s) => !s.is_current)!
    expect((await ben.client.rpc('revoke_session', { target: other.id })).data).toBe(false)
    expect((await ana.client.rpc('my_sessions')).data).toHaveLength(2)
    expect((await ana.client.rpc('revoke_session', { target: other.id })).data).toBe(true)
    const refresh = await phone.client.auth.refreshSession({ refresh_token: phone.session.refresh_token })
    expect(refresh.error?.message).toMatch(/refresh token/i)
    expect((await ana.client.rpc('my_sessions')).data).toHaveLength(1)
  })

  it('signs out every other device and keeps this one', async () => {
    const ana = await memberWithProfile('sess-all')
    const a = await secondDevice(ana.email)
    const b = await secondDevice(ana.email)
    expect((await ana.client.rpc('revoke_other_sessions')).data).toBe(2)
    for (const d of [a, b]) {
      expect((await d.client.auth.refreshSession({ refresh_token: d.session.refresh_token })).error).not.toBeNull()
    }
    const mine = await ana.client.auth.refreshSession()
    expect(mine.error).toBeNull()
  })
})

describe('privacy settings take effect', () => {
  it('show_email off removes the e-mail from the public projection', async () => {
    const ana = await memberWithProfile('priv-email', { show_email: true })
    const ben = await memberWithProfile('priv-reader')
    const read = async () => (await ben.client.from('profiles').select('email').eq('id', ana.id).single()).data?.email
    expect(await read()).toBe(ana.email)
    await ana.client.from('user_profiles').update({ show_email: false }).eq('user_id', ana.id)
    expect(await read()).toBeNull()
  })

  it('allow_messages off refuses a new conversation from a non-associate', async () => {
    const ana = await memberWithProfile('priv-msg', { profile_type: 'company' })
    const ben = await memberWithProfile('priv-sender')
    await ana.client.from('user_profiles').update({ allow_messages: false }).eq('user_id', ana.id)
    const refused = await ben.client.rpc('start_conversation', { member_ids: [ana.id] })
    expect(refused.error?.message).toMatch(/only accepts messages from associates/)
  })

  it('the digest choice is one of off, daily, weekly', async () => {
    const ana = await memberWithProfile('priv-digest')
    expect(
      (await ana.client.from('user_profiles').update({ email_digest: 'weekly' }).eq('user_id', ana.id)).error,
    ).toBeNull()
    const bad = await ana.client.from('user_profiles').update({ email_digest: 'hourly' }).eq('user_id', ana.id)
    expect(bad.error?.code).toBe('23514')
  })
})

describe('blocked members', () => {
  it('lists whom the caller blocked, even a private profile, and nobody else’s blocks', async () => {
    const ana = await memberWithProfile('block-ana')
    const hidden = await memberWithProfile('block-hidden', { is_public: false })
    const cat = await memberWithProfile('block-cat')
    await ana.client.from('user_blocks').insert({ blocker_id: ana.id, blocked_id: hidden.id })
    await cat.client.from('user_blocks').insert({ blocker_id: cat.id, blocked_id: ana.id })
    const { data } = await ana.client.rpc('blocked_members')
    expect(data.map((m: { id: string; name: string }) => m.name)).toEqual(['block-hidden person'])
    expect((await hidden.client.rpc('blocked_members')).data).toEqual([])
  })
})

describe('account deletion', () => {
  it('needs the account’s e-mail and password, and can be cancelled', async () => {
    const ana = await memberWithProfile('del-ask')
    const wrongEmail = await ana.client.rpc('request_account_deletion', { email: 'x@example.test', password: PASSWORD })
    expect(wrongEmail.error?.message).toBe('Type the e-mail address of this account.')
    const wrongPassword = await ana.client.rpc('request_account_deletion', { email: ana.email, password: 'nope' })
    expect(wrongPassword).toMatchObject({ error: null, data: null })
    expect((await ana.client.from('account_deletions').select('*')).data).toEqual([])
    const ok = await ana.client.rpc('request_account_deletion', { email: ana.email.toUpperCase(), password: PASSWORD })
    expect(ok.error).toBeNull()
    const days = (Date.parse(ok.data) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(13.9)
    expect(days).toBeLessThan(14.1)
    expect((await ana.client.rpc('cancel_account_deletion')).data).toBe(true)
    expect((await ana.client.from('account_deletions').select('*')).data).toEqual([])
  })

  it('stops guessing after five wrong passwords, even with the right one', async () => {
    const ana = await memberWithProfile('del-guess')
    for (let i = 0; i < 5; i++) {
      expect(
        (await ana.client.rpc('request_account_deletion', { email: ana.email, password: `guess-${i}` })).data,
      ).toBeNull()
    }
    const blocked = await ana.client.rpc('request_account_deletion', { email: ana.email, password: PASSWORD })
    expect(blocked.error?.message).toBe('Too many attempts. Try again in 15 minutes.')
    expect((await ana.client.from('account_deletions').select('*')).data).toEqual([])
  })

  it('members cannot run the purge; the purge removes rows and files, keeps replied-to posts as “Deleted member” and queues a last e-mail', async () => {
    const ana = await memberWithProfile('del-go')
    const ben = await memberWithProfile('del-reader')
    const upload = await ana.client.storage.from('avatars').upload(`${ana.id}/me.png`, png())
    expect(upload.error).toBeNull()
    const kept = (
      await ana.client.from('posts').insert({ author_id: ana.id, body: 'Replied to' }).select('id').single()
    ).data!
    const lonely = (
      await ana.client.from('posts').insert({ author_id: ana.id, body: 'Nobody answered' }).select('id').single()
    ).data!
    expect(
      (await ben.client.from('post_comments').insert({ post_id: kept.id, author_id: ben.id, body: 'Nice one' })).error,
    ).toBeNull()
    const due = (await ana.client.rpc('request_account_deletion', { email: ana.email, password: PASSWORD }))
      .data as string

    expect((await ana.client.rpc('purge_deleted_accounts', { as_of: due })).error?.code).toBe('42501')
    const admin = adminClient()
    const early = await admin.rpc('purge_deleted_accounts', {
      as_of: new Date(Date.parse(due) - 60_000).toISOString(),
    })
    expect(early.error).toBeNull()
    expect((await admin.auth.admin.getUserById(ana.id)).data.user).not.toBeNull()

    // Files go first, through the Storage API (server/account-purge.ts), then the SQL purge.
    const run = await purgeDeletedAccounts(admin, due)
    expect(run.accountsPurged).toBeGreaterThanOrEqual(1)
    expect((await admin.auth.admin.getUserById(ana.id)).data.user).toBeNull()
    expect((await admin.storage.from('avatars').list(ana.id)).data).toEqual([])
    const posts = (
      await ben.client
        .from('posts')
        .select('id, author_id, author:profiles!author_id(name)')
        .in('id', [kept.id, lonely.id])
    ).data!
    expect(posts).toEqual([{ id: kept.id, author_id: DELETED_MEMBER, author: { name: 'Deleted member' } }])
    expect((await ben.client.from('post_comments').select('body').eq('post_id', kept.id)).data).toEqual([
      { body: 'Nice one' },
    ])
    const mail = await admin.from('email_outbox').select('subject, kind').eq('to_email', ana.email)
    expect(mail.data).toEqual([{ subject: 'Your Campus Network account has been deleted', kind: 'account_deleted' }])
    expect((await ben.client.from('email_outbox').select('id')).data).toEqual([])
  })
})

describe('GET /api/account/export', () => {
  it('zips what the caller owns as JSON plus their files, and nothing of another member’s', async () => {
    const ana = await memberWithProfile('exp-ana', { show_phone: false, phone: '+1 555 0100' })
    const ben = await memberWithProfile('exp-ben', { phone: '+1 555 0199' })
    await ana.client.from('posts').insert({ author_id: ana.id, body: 'Exported post' })
    await ben.client.from('posts').insert({ author_id: ben.id, body: 'Ben’s post' })
    await ana.client.storage.from('avatars').upload(`${ana.id}/face.png`, png())
    expect((await fetch(`${appUrl()}/api/account/export`)).status).toBe(401)
    const res = await fetch(`${appUrl()}/api/account/export`, {
      headers: { Authorization: `Bearer ${ana.session.access_token}` },
    })
    expect(res.status, res.ok ? '' : await res.clone().text()).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const json = (name: string) => JSON.parse(strFromU8(files[name]))
    expect(json('profile.json')).toMatchObject([{ user_id: ana.id, phone: '+1 555 0100' }])
    expect(json('posts.json').map((p: { body: string }) => p.body)).toEqual(['Exported post'])
    expect(Object.keys(files)).toContain(`files/avatars/${ana.id}/face.png`)
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n')
    expect(everything).not.toContain(ben.id)
    expect(everything).not.toContain('+1 555 0199')
  })
})

describe('e-mail digests', () => {
  const hours = (base: number, h: number) => new Date(base + h * 3_600_000).toISOString()

  it('sends one digest per period, only with something new, and its link unsubscribes without signing in', async () => {
    const ana = await memberWithProfile('dig-ana', { email_digest: 'daily' })
    const ben = await memberWithProfile('dig-ben', { email_digest: 'weekly' })
    const quiet = await memberWithProfile('dig-quiet', { email_digest: 'weekly' })
    const admin = adminClient()
    const outbox = async (email: string) =>
      (await admin.from('email_outbox').select('subject, body_text').eq('to_email', email).eq('kind', 'digest')).data!
    const now = Date.now()
    expect((await ana.client.rpc('send_email_digests', { as_of: hours(now, 1) })).error?.code).toBe('42501')

    await ben.client.from('follows').insert({ follower_id: ben.id, followee_id: ana.id })
    expect(
      (await admin.rpc('send_email_digests', { as_of: hours(now, 1), site_url: 'https://campus.test' })).error,
    ).toBeNull()
    const first = await outbox(ana.email)
    expect(first).toHaveLength(1)
    expect(first[0].subject).toBe('Your daily digest: what you missed on Campus Network')
    expect(first[0].body_text).toContain('New followers: 1')
    expect(await outbox(quiet.email)).toEqual([])

    // The same day: no second digest; the next day with nothing new: none either.
    await admin.rpc('send_email_digests', { as_of: hours(now, 5) })
    await admin.rpc('send_email_digests', { as_of: hours(now, 26) })
    expect(await outbox(ana.email)).toHaveLength(1)

    const token = /token=([0-9a-f]+)/.exec(first[0].body_text)![1]
    expect((await anonClient().rpc('unsubscribe_digest', { token: token.replace(/.$/, 'x') })).data).toBe(false)
    const page = await fetch(`${appUrl()}/api/digest/unsubscribe?token=${token}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('You are unsubscribed')
    const own = await ana.client.from('user_profiles').select('email_digest').eq('user_id', ana.id).single()
    expect(own.data?.email_digest).toBe('off')
    // Ben's settings did not move.
    expect(
      (await ben.client.from('user_profiles').select('email_digest').eq('user_id', ben.id).single()).data?.email_digest,
    ).toBe('weekly')
  })
})
