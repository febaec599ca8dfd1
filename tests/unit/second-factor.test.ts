import { describe, expect, it } from 'vitest'
import { pendingSecondFactor } from '@/features/auth/auth.utils'

const token = (claims: Record<string, unknown>) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'sig'].join('.')
const factor = (status: 'verified' | 'unverified') =>
  ({ id: 'f1', status, factor_type: 'totp', created_at: '', updated_at: '' }) as const

describe('pendingSecondFactor', () => {
  it('asks for the code when the account has a verified factor and the token is aal1', () => {
    const session = { access_token: token({ aal: 'aal1' }), user: { factors: [factor('verified')] } }
    expect(pendingSecondFactor(session)).toEqual({ factorId: 'f1' })
  })
  it('lets an aal2 session, an account without factors, or with an unverified one, in', () => {
    expect(pendingSecondFactor({ access_token: token({ aal: 'aal2' }), user: { factors: [factor('verified')] } })).toBe(
      null,
    )
    expect(pendingSecondFactor({ access_token: token({ aal: 'aal1' }), user: {} })).toBe(null)
    expect(
      pendingSecondFactor({ access_token: token({ aal: 'aal1' }), user: { factors: [factor('unverified')] } }),
    ).toBe(null)
    expect(pendingSecondFactor(null)).toBe(null)
  })
})
