import { describe, expect, it } from 'vitest'
import { describeUserAgent, formatBytes, timeZones } from '../../src/features/settings/settings.utils'
import { SETTINGS_SECTIONS, findSection } from '../../src/features/settings/settings-sections'

describe('describeUserAgent', () => {
  it('names the browser and the system', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'macOS', mobile: false })
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iPhone', mobile: true })
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/131.0').browser).toBe(
      'Firefox',
    )
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36 Edg/130.0').browser).toBe('Edge')
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome',
      os: 'Android',
      mobile: true,
    })
  })
  it('says so when it cannot tell', () => {
    expect(describeUserAgent(null)).toEqual({ browser: 'Unknown browser', os: 'unknown device', mobile: false })
    expect(describeUserAgent('node').browser).toBe('An app')
  })
})

describe('settings helpers', () => {
  it('lists time zones with UTC and the member’s own', () => {
    expect(timeZones('UTC')).toContain('UTC')
    expect(timeZones('Europe/Paris')).toContain('Europe/Paris')
  })
  it('formats sizes', () => {
    expect(formatBytes(900)).toBe('900 B')
    expect(formatBytes(2048)).toBe('2 KB')
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB')
  })
  it('finds sections by slug only', () => {
    expect(SETTINGS_SECTIONS.map((s) => s.slug)).toContain('privacy')
    expect(findSection('privacy')?.title).toBe('Privacy')
    expect(findSection('nope')).toBeUndefined()
    expect(findSection(undefined)).toBeUndefined()
  })
})
