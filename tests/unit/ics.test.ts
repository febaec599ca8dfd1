import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { buildCalendar, googleCalendarUrl, invite, type CalendarEvent } from '@/lib/ics'
import { isoToWallTime, wallTimeToIso } from '@/lib/zoned-time'

const event = (fields: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: '7d1f0c1e-0000-4000-8000-000000000001',
  title: 'Spring career fair',
  description: 'Meet employers, bring your CV; questions welcome.',
  startsAt: wallTimeToIso('2026-03-28T09:00', 'Europe/Berlin'),
  endsAt: wallTimeToIso('2026-03-28T12:00', 'Europe/Berlin'),
  timezone: 'Europe/Berlin',
  location: 'Main hall, Campus Road 1',
  cancelled: false,
  sequence: 0,
  updatedAt: '2026-03-01T10:00:00.000Z',
  organizerName: 'Northwind Labs',
  ...fields,
})

const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics))
const startOf = (cal: ICAL.Component, i = 0) =>
  (cal.getAllSubcomponents('vevent')[i].getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()

describe('wall time in a zone', () => {
  it('converts across a daylight-saving change (Berlin moves to summer time on 29 March 2026)', () => {
    expect(wallTimeToIso('2026-03-28T09:00', 'Europe/Berlin')).toBe('2026-03-28T08:00:00.000Z')
    expect(wallTimeToIso('2026-03-30T09:00', 'Europe/Berlin')).toBe('2026-03-30T07:00:00.000Z')
    expect(wallTimeToIso('2026-11-02T09:00', 'America/New_York')).toBe('2026-11-02T14:00:00.000Z')
    expect(isoToWallTime('2026-03-30T07:00:00.000Z', 'Europe/Berlin')).toBe('2026-03-30T09:00')
    expect(() => wallTimeToIso('tomorrow', 'UTC')).toThrow(RangeError)
  })
})

describe('iCalendar output', () => {
  it('parses back with the same times on both sides of a daylight-saving change', () => {
    const before = event()
    const after = event({
      id: '7d1f0c1e-0000-4000-8000-000000000002',
      startsAt: wallTimeToIso('2026-03-30T09:00', 'Europe/Berlin'),
      endsAt: wallTimeToIso('2026-03-30T10:00', 'Europe/Berlin'),
    })
    const cal = parse(buildCalendar([before, after], { name: 'Maya · events' }))
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Maya · events')
    expect(startOf(cal, 0)).toBe('2026-03-28T08:00:00.000Z')
    expect(startOf(cal, 1)).toBe('2026-03-30T07:00:00.000Z')
    const first = cal.getAllSubcomponents('vevent')[0]
    expect(first.getFirstPropertyValue('uid')).toBe(`${before.id}@campus-network`)
    expect(first.getFirstPropertyValue('summary')).toBe('Spring career fair')
    expect(first.getFirstPropertyValue('description')).toBe(
      'Meet employers, bring your CV; questions welcome.\n\nOrganised by Northwind Labs',
    )
    expect(first.getFirstPropertyValue('location')).toBe('Main hall, Campus Road 1')
  })

  it('sends an update with a higher SEQUENCE and a cancellation as METHOD:CANCEL', () => {
    const updated = parse(invite(event({ sequence: 3 })))
    expect(updated.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(updated.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')).toBe(3)
    const cancelled = parse(invite(event({ sequence: 4, cancelled: true })))
    expect(cancelled.getFirstPropertyValue('method')).toBe('CANCEL')
    const v = cancelled.getFirstSubcomponent('vevent')!
    expect(v.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(v.getFirstPropertyValue('sequence')).toBe(4)
  })

  it('uses CRLF line endings and folds long lines, as RFC 5545 asks', () => {
    const ics = invite(event({ description: 'x'.repeat(200) }))
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true)
  })

  it('links to Google Calendar with UTC times and the organiser’s zone', () => {
    const url = new URL(googleCalendarUrl(event()))
    expect(url.searchParams.get('dates')).toBe('20260328T080000Z/20260328T110000Z')
    expect(url.searchParams.get('ctz')).toBe('Europe/Berlin')
  })
})
