import { describe, expect, it } from 'vitest'
import { deviceTimeZone, setDisplayTimeZone } from '../../src/lib/display-zone'

const midnightUtc = new Date('2026-01-01T00:00:00Z')
const hour = (options: Intl.DateTimeFormatOptions = {}) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', ...options }).format(midnightUtc)

describe('the member’s time zone as the default of every date format', () => {
  it('formats in the chosen zone, lets an explicit zone win, and goes back to the device’s', () => {
    const device = deviceTimeZone()
    setDisplayTimeZone('Asia/Tokyo')
    expect(hour()).toBe('09')
    expect(midnightUtc.toLocaleTimeString('en-GB', { hour: '2-digit', hourCycle: 'h23' })).toBe('09')
    expect(midnightUtc.toLocaleDateString('en-GB')).toBe('01/01/2026')
    expect(hour({ timeZone: 'America/New_York' })).toBe('19')
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo')
    expect(new Intl.DateTimeFormat('en') instanceof Intl.DateTimeFormat).toBe(true)
    expect(deviceTimeZone()).toBe(device)
    setDisplayTimeZone('Not/AZone')
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(device)
    setDisplayTimeZone(null)
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(device)
  })
})
