import { describe, expect, it } from 'vitest'
import { anonClient, appUrl, expectTokenRefusals } from './helpers.ts'

const call = (token?: string, query = '?type=received') =>
  fetch(`${appUrl()}/api/associates/requests${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

describe('GET /api/associates/requests', () => {
  it('returns the caller’s received requests in a data array, with the sender', async () => {
    const client = anonClient()
    const { data } = await client.auth.signInWithPassword({
      email: 'student@demo.campus.test',
      password: 'demo-password',
    })
    const res = await call(data.session!.access_token)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.data).toHaveLength(2)
    expect(body.data[0]).toMatchObject({
      status: 'pending',
      sender: { name: 'Daniel Reyes', profile_type: 'employer' },
    })
    const sent = await (await call(data.session!.access_token, '?type=sent')).json()
    expect(sent.data.map((r: { recipient: { name: string } }) => r.recipient.name)).toEqual(['Lakeside University'])
  })

  it('shows nobody else’s requests', async () => {
    const { data } = await anonClient().auth.signInWithPassword({
      email: 'company@demo.campus.test',
      password: 'demo-password',
    })
    const body = await (await call(data.session!.access_token)).json()
    // Only requests addressed to the company (Priya's, from the seed), none of Maya's.
    expect(body.data.map((r: { recipient: { id: string } }) => r.recipient.id)).toEqual([data.user!.id])
    expect(body.count).toBe(1)
  })

  it('refuses a missing or bad token and a bad type, in the one error shape', async () => {
    await expectTokenRefusals(call)
    const { data } = await anonClient().auth.signInWithPassword({
      email: 'student@demo.campus.test',
      password: 'demo-password',
    })
    const wrong = await call(data.session!.access_token, '?type=everything')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      error: { code: 'invalid_type', message: 'type must be "received" or "sent".' },
    })
  })

  it('answers an unsupported method with 405', async () => {
    const res = await fetch(`${appUrl()}/api/associates/requests`, { method: 'DELETE' })
    expect(res.status).toBe(405)
  })
})
