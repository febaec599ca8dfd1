import { describe, expect, it } from 'vitest'
import { guardRedirect, type GuardState } from '@/app/route-guards.utils'

const guest: GuardState = { signedIn: false, emailConfirmed: false, hasProfileType: false, email: null }
const unconfirmed: GuardState = {
  signedIn: true,
  emailConfirmed: false,
  hasProfileType: false,
  email: 'new@example.test',
}
const noType: GuardState = { signedIn: true, emailConfirmed: true, hasProfileType: false, email: 'a@example.test' }
const member: GuardState = { signedIn: true, emailConfirmed: true, hasProfileType: true, email: 'm@example.test' }
const unconfirmedWithType: GuardState = { ...unconfirmed, hasProfileType: true }

describe('route guards (SPEC §2 and §4)', () => {
  it('public entry pages send a member with a profile type to /home, and let everyone else in', () => {
    expect(guardRedirect('entry', member)).toBe('/home')
    expect(guardRedirect('entry', unconfirmedWithType)).toBe('/home')
    expect(guardRedirect('entry', guest)).toBeNull()
    expect(guardRedirect('entry', noType)).toBeNull()
    expect(guardRedirect('entry', unconfirmed)).toBeNull()
  })

  it('public pages let everyone in', () => {
    for (const s of [guest, unconfirmed, noType, member]) expect(guardRedirect('public', s)).toBeNull()
  })

  it('profile selection needs sign-in and sends a member who has a type to /home', () => {
    expect(guardRedirect('profile-selection', guest)).toBe('/signin')
    expect(guardRedirect('profile-selection', member)).toBe('/home')
    expect(guardRedirect('profile-selection', noType)).toBeNull()
    expect(guardRedirect('profile-selection', unconfirmed)).toBeNull()
  })

  it('the first group needs sign-in, a confirmed email and a profile type', () => {
    expect(guardRedirect('member', guest)).toBe('/signin')
    expect(guardRedirect('member', unconfirmed)).toBe('/email-verification?email=new%40example.test')
    expect(guardRedirect('member', unconfirmedWithType)).toBe('/email-verification?email=new%40example.test')
    expect(guardRedirect('member', noType)).toBe('/profile-selection')
    expect(guardRedirect('member', member)).toBeNull()
  })

  it('the second group needs sign-in and a confirmed email only', () => {
    expect(guardRedirect('confirmed', guest)).toBe('/signin')
    expect(guardRedirect('confirmed', unconfirmed)).toBe('/email-verification?email=new%40example.test')
    expect(guardRedirect('confirmed', noType)).toBeNull()
    expect(guardRedirect('confirmed', member)).toBeNull()
  })

  it('communities need sign-in only and send a guest to /signup-prompt', () => {
    expect(guardRedirect('community', guest)).toBe('/signup-prompt')
    expect(guardRedirect('community', unconfirmed)).toBeNull()
    expect(guardRedirect('community', noType)).toBeNull()
  })
})
