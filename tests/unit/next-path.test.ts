import { describe, expect, it } from 'vitest'
import { guardRedirect, type GuardState } from '@/app/route-guards.utils'
import { nextFromSearch, safeNext, withNext } from '@/lib/next-path'

describe('next: where a visitor was going, same-site paths only', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeNext('/apply/8b0c2a4e-1f3d-4e5a-9b6c-7d8e9f0a1b2c')).toBe('/apply/8b0c2a4e-1f3d-4e5a-9b6c-7d8e9f0a1b2c')
    expect(safeNext('/opportunities?id=abc&type=job#top')).toBe('/opportunities?id=abc&type=job#top')
    expect(safeNext('/community/42')).toBe('/community/42')
  })

  it('refuses anything that could lead to another site', () => {
    for (const raw of [
      'https://evil.example/home',
      'http://evil.example',
      '//evil.example/home',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      ' /home',
      'javascript:alert(1)',
      'home',
      '',
      null,
      undefined,
    ])
      expect(safeNext(raw), String(raw)).toBeNull()
  })

  it('never points back at a way in (no sign-in loop)', () => {
    for (const raw of ['/', '/signin', '/signup?x=1', '/signup-prompt', '/auth/callback', '/profile-selection'])
      expect(safeNext(raw)).toBeNull()
  })

  it('is added to a path only when it is safe', () => {
    expect(withNext('/signin', '/apply/1')).toBe('/signin?next=%2Fapply%2F1')
    expect(withNext('/email-verification?email=a%40b.c', '/home?post=1')).toBe(
      '/email-verification?email=a%40b.c&next=%2Fhome%3Fpost%3D1',
    )
    expect(withNext('/signin', '//evil.example')).toBe('/signin')
    expect(nextFromSearch('?next=%2Fsaved-opportunities')).toBe('/saved-opportunities')
    expect(nextFromSearch('?next=https%3A%2F%2Fevil.example')).toBeNull()
  })
})

describe('guards keep the wanted place', () => {
  const guest: GuardState = { signedIn: false, emailConfirmed: false, hasProfileType: false, email: null }
  const unconfirmed: GuardState = { signedIn: true, emailConfirmed: false, hasProfileType: false, email: 'n@e.test' }
  const noType: GuardState = { signedIn: true, emailConfirmed: true, hasProfileType: false, email: 'a@e.test' }
  const member: GuardState = { signedIn: true, emailConfirmed: true, hasProfileType: true, email: 'm@e.test' }
  const at = (path: string, next: string | null = null) => ({ path, next })

  it('sends a guest to sign-in (or the sign-up prompt) with the place as next', () => {
    expect(guardRedirect('member', guest, at('/apply/1'))).toBe('/signin?next=%2Fapply%2F1')
    expect(guardRedirect('confirmed', guest, at('/my-applications'))).toBe('/signin?next=%2Fmy-applications')
    expect(guardRedirect('community', guest, at('/community/7'))).toBe('/signup-prompt?next=%2Fcommunity%2F7')
  })

  it('carries it through confirmation and profile selection', () => {
    expect(guardRedirect('member', unconfirmed, at('/apply/1'))).toBe(
      '/email-verification?email=n%40e.test&next=%2Fapply%2F1',
    )
    expect(guardRedirect('member', noType, at('/apply/1'))).toBe('/profile-selection?next=%2Fapply%2F1')
    expect(guardRedirect('profile-selection', member, at('/profile-selection', '/apply/1'))).toBe('/apply/1')
  })

  it('sends a signed-in member from an entry page to next, else /home', () => {
    expect(guardRedirect('entry', member, at('/signin', '/apply/1'))).toBe('/apply/1')
    expect(guardRedirect('entry', member, at('/signin', null))).toBe('/home')
  })
})
