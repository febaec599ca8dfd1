import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { adminClient, appUrl, expectTokenRefusals, memberWithProfile } from './helpers.ts'

type Member = Awaited<ReturnType<typeof memberWithProfile>>

const call = (token?: string, query = '') =>
  fetch(`${appUrl()}/api/analytics/me/summary${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

/** Events written as the database writes them (members can never insert one themselves). */
async function events(owner: Member, actor: Member, rows: [daysAgo: number, type: string, times: number][]) {
  const insert = rows.flatMap(([daysAgo, type, times]) =>
    Array.from({ length: times }, () => ({
      owner_id: owner.id,
      actor_id: actor.id,
      event_type: type,
      entity_type: 'profile',
      entity_id: randomUUID(),
      day: isoDay(daysAgo),
      created_at: `${isoDay(daysAgo)}T12:00:00Z`,
    })),
  )
  const { error } = await adminClient().from('analytics_events').insert(insert)
  if (error) throw error
}

describe('GET /api/analytics/me/summary', () => {
  it('answers the caller’s events per day and type over the last 14 days by default', async () => {
    const [owner, fan] = await Promise.all([memberWithProfile('summary-owner'), memberWithProfile('summary-fan')])
    await events(owner, fan, [
      [0, 'profile_view', 3],
      [0, 'follow', 1],
      [5, 'post_like', 2],
      [13, 'post_comment', 1],
      [14, 'post_like', 4],
      [40, 'profile_view', 7],
    ])
    const res = await call(owner.session.access_token)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(await res.json()).toEqual({
      data: {
        totalEvents: 7,
        daily: [
          { day: isoDay(13), event_type: 'post_comment', count: 1 },
          { day: isoDay(5), event_type: 'post_like', count: 2 },
          { day: isoDay(0), event_type: 'follow', count: 1 },
          { day: isoDay(0), event_type: 'profile_view', count: 3 },
        ],
      },
    })
    const week = await (await call(owner.session.access_token, '?days=90')).json()
    expect(week.data.totalEvents).toBe(18)
    const compared = await (await call(owner.session.access_token, '?days=7&compare=previous')).json()
    expect(compared.data.totalEvents).toBe(6)
    expect(compared.data.previous).toEqual({
      totalEvents: 1,
      daily: [{ day: isoDay(13), event_type: 'post_comment', count: 1 }],
    })
  })

  it('counts events the database records, such as a new follower', async () => {
    const [owner, fan] = await Promise.all([memberWithProfile('followed'), memberWithProfile('follower')])
    const followed = await fan.client.from('follows').insert({ follower_id: fan.id, followee_id: owner.id })
    expect(followed.error).toBeNull()
    const body = await (await call(owner.session.access_token)).json()
    expect(body.data).toEqual({ totalEvents: 1, daily: [{ day: isoDay(0), event_type: 'follow', count: 1 }] })
  })

  it('shows only the caller’s own events, whatever owner the query names', async () => {
    const [owner, other] = await Promise.all([memberWithProfile('private-owner'), memberWithProfile('nosy')])
    await events(owner, other, [[1, 'profile_view', 5]])
    const nosy = await (await call(other.session.access_token, `?owner=${owner.id}&owner_id=${owner.id}`)).json()
    expect(nosy).toEqual({ data: { totalEvents: 0, daily: [] } })
    const direct = await other.client.from('analytics_daily').select('*').eq('owner_id', owner.id)
    expect(direct.data).toEqual([])
    const rpc = await other.client.rpc('analytics_summary', { days: 14 })
    expect(rpc.data).toEqual({ totalEvents: 0, daily: [] })
    const forged = await other.client.from('analytics_daily').insert({
      owner_id: other.id,
      day: isoDay(0),
      event_type: 'follow',
      count: 1000,
    })
    expect(forged.error).not.toBeNull()
  })

  it('refuses a missing or bad token with 401 and a bad range with 400, in the one error shape', async () => {
    await expectTokenRefusals(call)
    const member = await memberWithProfile('range')
    for (const days of ['0', '366', 'abc', '7.5', '-3', '']) {
      const res = await call(member.session.access_token, `?days=${days}`)
      expect(res.status, `days=${days}`).toBe(400)
      expect(await res.json()).toEqual({
        error: { code: 'invalid_days', message: 'days must be a whole number from 1 to 365.' },
      })
    }
    for (const days of ['1', '365']) {
      expect((await call(member.session.access_token, `?days=${days}`)).status).toBe(200)
    }
  })

  it('is not callable by guests as SQL', async () => {
    const { anonClient } = await import('./helpers.ts')
    const res = await anonClient().rpc('analytics_summary', { days: 14 })
    expect(res.error).not.toBeNull()
  })
})
