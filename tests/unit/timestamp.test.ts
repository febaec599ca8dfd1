import { describe, expect, it } from 'vitest'
import { isTimestamp } from '../../server/timestamp.ts'

describe('isTimestamp: what api/ passes on to PostgreSQL as written', () => {
  it.each([
    '2026-12-02T21:00:00.123456+00:00',
    '2026-12-02T21:00:00Z',
    '2026-12-02 21:00',
    '2026-12-02',
    '2024-02-29',
    '2026-12-02T21:00:00-0530',
    '2026-12-02T23:59:59.5+14',
  ])('takes %s', (value) => expect(isTimestamp(value)).toBe(true))

  it.each([
    '',
    '1',
    '99999',
    'March 7, 2000',
    '2026-02-30',
    '2023-02-29',
    '0100-02-29',
    '0000-01-01',
    '2026-13-01',
    '2026-12-02T24:00',
    '2026-12-02T21:60',
    '2026-12-02T21:00:00+16:00',
    '2026-12-02T21:00:00.1234567Z',
    '2026-12-02 ; select 1',
    '2026-12-02\u0000',
  ])('refuses %j', (value) => expect(isTimestamp(value)).toBe(false))
})
