import { describe, expect, it } from 'vitest'
import {
  accountInitial,
  accountMenuItems,
  canPostOpportunity,
  isExactActive,
  isPrefixActive,
} from '@/app/layouts/nav.utils'
import { PROFILE_TYPES, isStudent, normalizeProfileType, profileTypeLabel } from '@/lib/profile-types'

const COMMON = [
  '/my-profile',
  '/my-opportunities',
  '/saved-opportunities',
  '/my-applications',
  '/upcoming-events',
  '/notifications',
  '/ai-tools',
  '/settings',
]
const NON_STUDENT = ['/dashboard', '/discovery', '/funding']
const UNIVERSITY = ['/university/mou', '/university/verifications']

describe('account menu for every profile type (SPEC §2 and §6)', () => {
  for (const type of PROFILE_TYPES) {
    it(`${type}`, () => {
      const menu = accountMenuItems(type).map((i) => i.path)
      for (const path of COMMON) expect(menu).toContain(path)
      for (const path of NON_STUDENT) expect(menu.includes(path)).toBe(type !== 'student')
      for (const path of UNIVERSITY) expect(menu.includes(path)).toBe(type === 'university')
      expect(canPostOpportunity(type)).toBe(type !== 'student')
    })
  }

  it('keeps the order of the specification', () => {
    expect(accountMenuItems('company').map((i) => i.path)).toEqual([
      '/my-profile',
      '/my-opportunities',
      '/saved-opportunities',
      '/my-applications',
      '/dashboard',
      '/discovery',
      '/funding',
      '/upcoming-events',
      '/notifications',
      '/ai-tools',
      '/settings',
    ])
  })

  it('treats a missing or oddly cased type as its normal form, student by default', () => {
    expect(accountMenuItems(null).map((i) => i.path)).not.toContain('/dashboard')
    expect(accountMenuItems('UNIVERSITY').map((i) => i.path)).toContain('/university/mou')
    expect(normalizeProfileType('Professor')).toBe('professor')
    expect(normalizeProfileType(undefined)).toBe('student')
    expect(normalizeProfileType('alien')).toBe('student')
    expect(isStudent(' Student ')).toBe(true)
    expect(profileTypeLabel(null)).toBe('Student')
    expect(profileTypeLabel('investor')).toBe('Investor')
  })
})

describe('navigation rules', () => {
  it('the side navigation highlights by path prefix', () => {
    expect(isPrefixActive('/community/42', '/community')).toBe(true)
    expect(isPrefixActive('/community', '/community')).toBe(true)
    expect(isPrefixActive('/communityx', '/community')).toBe(false)
    expect(isPrefixActive('/home', '/messages')).toBe(false)
  })

  it('the bottom bar is active on an exact path only', () => {
    expect(isExactActive('/home', '/home')).toBe(true)
    expect(isExactActive('/opportunities/1', '/opportunities')).toBe(false)
  })

  it('the account button shows the first letter of the name, U by default', () => {
    expect(accountInitial('maya Okafor')).toBe('M')
    expect(accountInitial('')).toBe('U')
    expect(accountInitial(null)).toBe('U')
  })
})
