import { describe, expect, it } from 'vitest'
import { formatDuration, formatMonthRange, fromMonthInput, monthsBetween, toMonthInput } from '@/lib/month-range'

describe('career dates', () => {
  const now = new Date(2024, 11, 15) // December 2024

  it('shows a current role as "Sep 2023 – Present · 1 yr 4 mos"', () => {
    expect(formatMonthRange('2023-09-01', null, { now })).toBe('Sep 2023 – Present · 1 yr 4 mos')
  })

  it('counts both months of a finished role, as LinkedIn does', () => {
    expect(formatMonthRange('2025-05-01', '2025-08-01', { now })).toBe('May 2025 – Aug 2025 · 4 mos')
    expect(monthsBetween('2024-01-01', '2024-01-01')).toBe(1)
    expect(formatDuration(12)).toBe('1 yr')
    expect(formatDuration(25)).toBe('2 yrs 1 mo')
  })

  it('leaves the duration out when asked, and shows an end alone without a start', () => {
    expect(formatMonthRange('2023-09-01', '2027-06-01', { withDuration: false })).toBe('Sep 2023 – Jun 2027')
    expect(formatMonthRange(null, '2027-06-01')).toBe('Jun 2027')
  })

  it('moves months between the database and a month input', () => {
    expect(toMonthInput('2023-09-01')).toBe('2023-09')
    expect(fromMonthInput('2023-09')).toBe('2023-09-01')
    expect(fromMonthInput('')).toBeNull()
  })
})
