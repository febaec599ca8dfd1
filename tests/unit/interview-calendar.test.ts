import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { invite } from '@/lib/ics'
import { interviewCalendarEvent } from '@/lib/interview-format'

const booked = {
  id: '7d3c1c8e-0000-4000-8000-000000000001',
  starts_at: '2026-12-08T09:00:00+00:00',
  ends_at: '2026-12-08T09:45:00+00:00',
  status: 'booked',
  mode: 'online',
  location: 'https://meet.example/room',
  message: 'Bring a project you are proud of.',
  sequence: 0,
  updated_at: '2026-12-01T10:00:00+00:00',
  timezone: 'Europe/Berlin',
}
const about = {
  title: 'Data intern',
  organization: 'Northwind Labs',
  applicant: { name: 'Maya Okafor', email: 'maya@example.test' },
  interviewers: ['Daniel Reyes'],
}

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return { calendar, event: calendar.getFirstSubcomponent('vevent')! }
}

describe('interview calendar files', () => {
  it('name the interview, its time in UTC, the applicant as attendee and the interviewers in the text', () => {
    const { calendar, event } = parse(invite(interviewCalendarEvent(booked, about)!))
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(event.getFirstPropertyValue('uid')).toBe(`interview-${booked.id}@campus-network`)
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-12-08T09:00:00.000Z',
    )
    expect(event.getFirstPropertyValue('summary')).toBe('Interview: Data intern (Northwind Labs)')
    expect(event.getFirstPropertyValue('url')).toBe('https://meet.example/room')
    const attendee = event.getFirstProperty('attendee')!
    expect(attendee.getFirstValue()).toBe('mailto:maya@example.test')
    expect(attendee.getParameter('cn')).toBe('Maya Okafor')
    expect(String(event.getFirstPropertyValue('description'))).toContain('With Daniel Reyes')
  })

  it('a move keeps the UID with a newer SEQUENCE; a cancellation is METHOD:CANCEL and STATUS:CANCELLED', () => {
    const moved = parse(
      invite(interviewCalendarEvent({ ...booked, sequence: 1, starts_at: '2026-12-09T09:00:00Z' }, about)!),
    )
    expect(moved.event.getFirstPropertyValue('uid')).toBe(`interview-${booked.id}@campus-network`)
    expect(moved.event.getFirstPropertyValue('sequence')).toBe(1)
    const cancelled = parse(invite(interviewCalendarEvent({ ...booked, status: 'cancelled', sequence: 2 }, about)!))
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancelled.event.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(cancelled.event.getFirstPropertyValue('sequence')).toBe(2)
  })

  it('an interview never booked has no calendar entry', () => {
    expect(interviewCalendarEvent({ ...booked, status: 'offered', starts_at: null, ends_at: null }, about)).toBeNull()
  })
})
