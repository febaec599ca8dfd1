import { describe, expect, it, vi } from 'vitest'
import { ERROR_TEXT, toAppError } from '@/lib/errors'
import {
  ANALYTICS_ERROR,
  analyticsErrorMessage,
  averageDaily,
  CHART_HEIGHT,
  dailyChartTitle,
  dailyCsv,
  dashboardTitle,
  daysInData,
  momentum,
  PALETTE,
  parsePrevious,
  parseSummary,
  percentChange,
  rangeFromParam,
  seriesOf,
  stackedByDay,
  statCards,
  TOTALS_CHART_TITLE,
} from '@/features/dashboard/dashboard.utils'
import { tipsFor } from '@/features/dashboard/dashboard-tips'
import { PROFILE_TYPES } from '@/lib/profile-types'

const summary = parseSummary({
  data: {
    totalEvents: 45,
    daily: [
      { day: '2026-11-20T00:00:00Z', event_type: 'post_like', count: 10 },
      { day: '2026-11-21', event_type: 'post_like', count: 20 },
      { day: '2026-11-21', event_type: 'follow', count: 5 },
      { day: '2026-11-22', event_type: 'profile_view', count: 10 },
    ],
  },
})

const labels = (type: string | null | undefined) => statCards(summary, type).map((c) => c.label)
const values = (type: string | null | undefined) => statCards(summary, type).map((c) => c.value)

describe('dashboard title by profile type (SPEC §6)', () => {
  it.each([
    ['company', 'Company Analytics'],
    ['university', 'University Analytics'],
    ['professor', 'Professor Analytics'],
    ['influencer', 'Influencer Analytics'],
    ['investor', 'Investor & Philanthropist Analytics'],
    ['philanthropist', 'Investor & Philanthropist Analytics'],
    ['employer', 'Employer Analytics'],
    ['student', 'My Analytics'],
    [null, 'My Analytics'],
    [undefined, 'My Analytics'],
    ['astronaut', 'My Analytics'],
    ['COMPANY', 'Company Analytics'],
  ])('%s → %s', (type, title) => {
    expect(dashboardTitle(type)).toBe(title)
  })
})

describe('stat cards (SPEC §6, §9)', () => {
  it('company and employer: Total Engagement, Avg Daily Events, 7-Day Momentum (average minus 20 %)', () => {
    for (const type of ['company', 'employer', 'Employer']) {
      expect(labels(type)).toEqual(['Total Engagement', 'Avg Daily Events', '7-Day Momentum'])
      expect(values(type)).toEqual([45, 15, 12])
    }
  })
  it('university and professor: Total Interactions, Days Tracked, Avg Daily Views', () => {
    for (const type of ['university', 'professor']) {
      expect(labels(type)).toEqual(['Total Interactions', 'Days Tracked', 'Avg Daily Views'])
      expect(values(type)).toEqual([45, 3, 15])
    }
  })
  it('influencer, investor and philanthropist: Total Events, Avg Daily, Momentum (average minus 30 %)', () => {
    for (const type of ['influencer', 'investor', 'philanthropist']) {
      expect(labels(type)).toEqual(['Total Events', 'Avg Daily', 'Momentum'])
      expect(values(type)).toEqual([45, 15, 11])
    }
  })
  it('students and a missing type: Total Events, Avg Daily, Days Tracked', () => {
    for (const type of ['student', null, undefined, '']) {
      expect(labels(type)).toEqual(['Total Events', 'Avg Daily', 'Days Tracked'])
      expect(values(type)).toEqual([45, 15, 3])
    }
  })
})

describe('average and momentum (SPEC §9)', () => {
  it('average daily is the total over the days shown, rounded', () => {
    expect(averageDaily(45, 3)).toBe(15)
    expect(averageDaily(10, 4)).toBe(3) // 2.5 rounds up
    expect(averageDaily(10, 3)).toBe(3)
    expect(averageDaily(11, 3)).toBe(4)
    expect(averageDaily(7, 0)).toBe(0)
  })
  it('momentum is the average minus 20 % for company and employer, 30 % for the others', () => {
    expect(momentum(100, 'company')).toBe(80)
    expect(momentum(100, 'employer')).toBe(80)
    for (const type of ['student', 'university', 'professor', 'influencer', 'investor', 'philanthropist', null]) {
      expect(momentum(100, type)).toBe(70)
    }
  })
  it('momentum is floored at 0', () => {
    expect(momentum(-10, 'company')).toBe(0)
    expect(momentum(-10, 'influencer')).toBe(0)
    expect(momentum(0, 'company')).toBe(0)
    const negative = parseSummary({ data: { totalEvents: -50, daily: [{ day: '2026-11-01', count: -50 }] } })
    expect(statCards(negative, 'company')[2]).toEqual({ key: 'momentum', label: '7-Day Momentum', value: 0 })
  })
  it('days tracked are the distinct days in the data', () => {
    expect(daysInData(summary.daily)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22'])
  })
})

describe('reading the response defensively (SPEC §3, §5)', () => {
  it('keeps the first 10 characters of the day and reads count or total', () => {
    expect(
      parseSummary({ data: { totalEvents: 3, daily: [{ day: '2026-11-20T10:00:00Z', event_type: 'x', total: 3 }] } }),
    ).toEqual({ totalEvents: 3, daily: [{ day: '2026-11-20', event_type: 'x', count: 3 }] })
  })
  it('groups events without a type as other', () => {
    const parsed = parseSummary({
      data: {
        totalEvents: 3,
        daily: [
          { day: '2026-11-20', count: 1 },
          { day: '2026-11-20', event_type: null, count: 1 },
          { day: '2026-11-21', event_type: '', count: 1 },
        ],
      },
    })
    expect(parsed.daily.map((r) => r.event_type)).toEqual(['other', 'other', 'other'])
    expect(seriesOf(parsed.daily)).toEqual([{ type: 'other', total: 3, color: PALETTE[0] }])
  })
  it('reads non-numeric totals as 0', () => {
    expect(parseSummary({ data: { totalEvents: 'lots', daily: [] } }).totalEvents).toBe(0)
    expect(parseSummary({ data: { totalEvents: null, daily: [] } }).totalEvents).toBe(0)
    expect(parseSummary({ data: { totalEvents: Number.NaN, daily: [] } }).totalEvents).toBe(0)
    expect(parseSummary({ data: { totalEvents: {}, daily: [] } }).totalEvents).toBe(0)
    expect(parseSummary({ data: { daily: [] } }).totalEvents).toBe(0)
    const daily = parseSummary({
      data: {
        totalEvents: 1,
        daily: [
          { day: '2026-11-20', event_type: 'a', count: 'many' },
          { day: '2026-11-20', event_type: 'b' },
        ],
      },
    }).daily
    expect(daily.map((r) => r.count)).toEqual([0, 0])
  })
  it('reads a non-array daily as empty', () => {
    for (const daily of [null, undefined, 'x', 7, { day: '2026-11-20' }]) {
      expect(parseSummary({ data: { totalEvents: 4, daily } })).toEqual({ totalEvents: 4, daily: [] })
    }
    expect(parseSummary(null)).toEqual({ totalEvents: 0, daily: [] })
    expect(parseSummary('not json')).toEqual({ totalEvents: 0, daily: [] })
  })
  it('reads the previous period when present', () => {
    expect(parsePrevious({ data: { totalEvents: 1, daily: [] } })).toBeNull()
    expect(parsePrevious({ data: { previous: { totalEvents: '2', daily: 'no' } } })).toEqual({
      totalEvents: 2,
      daily: [],
    })
  })
})

describe('charts (SPEC §2, §9)', () => {
  it('are 260 high and titled for the range, 14 days by default', () => {
    expect(CHART_HEIGHT).toBe(260)
    expect(dailyChartTitle(14)).toBe('Daily Activity (last 14 days)')
    expect(dailyChartTitle(30)).toBe('Daily Activity (last 30 days)')
    expect(TOTALS_CHART_TITLE).toBe('Totals by Event Type')
    expect(rangeFromParam(null)).toBe(14)
    expect(rangeFromParam('90')).toBe(90)
    expect(rangeFromParam('15')).toBe(14)
  })
  it('cycle a palette of 6 colours per event type', () => {
    expect(PALETTE).toHaveLength(6)
    const daily = Array.from({ length: 8 }, (_, i) => ({ day: '2026-11-20', event_type: `t${i}`, count: 8 - i }))
    const series = seriesOf(daily)
    expect(series.map((s) => s.type)).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7'])
    expect(series.map((s) => s.color)).toEqual([...PALETTE, PALETTE[0], PALETTE[1]])
  })
  it('stack the counts of each event type per day, with 0 where a type is absent', () => {
    expect(stackedByDay(summary.daily)).toEqual([
      { day: '2026-11-20', post_like: 10, profile_view: 0, follow: 0 },
      { day: '2026-11-21', post_like: 20, profile_view: 0, follow: 5 },
      { day: '2026-11-22', post_like: 0, profile_view: 10, follow: 0 },
    ])
  })
})

describe('errors (SPEC §8)', () => {
  it('shows the thrown error’s sentence (lib/errors), or Failed to load analytics', () => {
    expect(ANALYTICS_ERROR).toBe('Failed to load analytics')
    expect(analyticsErrorMessage(new Error('Failed to load analytics'))).toBe('Failed to load analytics')
    expect(analyticsErrorMessage(new TypeError('Failed to fetch'))).toBe(ERROR_TEXT.network)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(analyticsErrorMessage(toAppError({ code: 'XX000', message: 'ERRORDATA_STACK_SIZE exceeded' }))).toBe(
        ERROR_TEXT.unknown,
      )
    } finally {
      logged.mockRestore()
    }
    expect(analyticsErrorMessage('weird')).toBe('Failed to load analytics')
  })
})

describe('comparison, export and tips', () => {
  it('compares with the previous period in whole percent', () => {
    expect(percentChange(150, 100)).toBe(50)
    expect(percentChange(50, 100)).toBe(-50)
    expect(percentChange(0, 0)).toBe(0)
    expect(percentChange(5, 0)).toBeNull()
    expect(percentChange(5, null)).toBeNull()
  })
  it('exports the daily rows as CSV', () => {
    expect(dailyCsv(summary.daily)).toBe(
      'day,event_type,count\r\n2026-11-20,post_like,10\r\n2026-11-21,follow,5\r\n2026-11-21,post_like,20\r\n2026-11-22,profile_view,10\r\n',
    )
    expect(dailyCsv([{ day: '2026-11-20', event_type: 'a,b', count: 1 }])).toContain('"a,b"')
  })
  it('gives three tips for every profile type, each with a link', () => {
    for (const type of [...PROFILE_TYPES, null]) {
      const tips = tipsFor(type)
      expect(tips).toHaveLength(3)
      for (const tip of tips) expect(tip.href).toMatch(/^\//)
    }
  })
})
