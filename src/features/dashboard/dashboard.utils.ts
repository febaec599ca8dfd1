import { msg, t } from '@/lib/i18n'
import { toCsv } from '@/lib/opportunity-format'
import { normalizeProfileType, type ProfileType } from '@/lib/profile-types'
import { errorMessage } from '@/lib/errors'

/** SPEC §9: the charts' height and the palette cycled per event type. */
export const CHART_HEIGHT = 260
export const PALETTE = ['#2563eb', '#16a34a', '#f59e0b', '#db2777', '#7c3aed', '#0891b2'] as const
export const RANGES = [7, 14, 30, 90] as const
export type RangeDays = (typeof RANGES)[number]
export const DEFAULT_RANGE: RangeDays = 14
export const OTHER_TYPE = 'other'
export const ANALYTICS_ERROR = msg('Failed to load analytics')

export interface DailyRow {
  day: string
  event_type: string
  count: number
}

export interface Summary {
  totalEvents: number
  daily: DailyRow[]
}

export type StatKey = 'total' | 'average' | 'momentum' | 'daysTracked'

export interface StatCard {
  key: StatKey
  label: string
  value: number
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A number, or 0 for anything non-numeric (SPEC §5). */
export function toCount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) ? n : 0
}

/** One daily entry: day is its first 10 characters; count or total; no type means 'other' (SPEC §3, §5). */
function toDailyRow(entry: unknown): DailyRow | null {
  if (!isRecord(entry) || entry.day === undefined || entry.day === null) return null
  const type = typeof entry.event_type === 'string' && entry.event_type.trim() !== '' ? entry.event_type : OTHER_TYPE
  return { day: String(entry.day).slice(0, 10), event_type: type, count: toCount(entry.count ?? entry.total) }
}

/** Reads `{ data: { totalEvents, daily } }` defensively: non-numeric totals are 0, a non-array daily is empty. */
export function parseSummary(body: unknown): Summary {
  const data = isRecord(body) && isRecord(body.data) ? body.data : isRecord(body) ? body : {}
  const daily = Array.isArray(data.daily) ? data.daily.map(toDailyRow).filter((r): r is DailyRow => r !== null) : []
  return { totalEvents: toCount(data.totalEvents), daily }
}

/** `data.previous` of a `compare=previous` answer, read the same way; null when absent. */
export function parsePrevious(body: unknown): Summary | null {
  const data = isRecord(body) && isRecord(body.data) ? body.data : null
  return data && isRecord(data.previous) ? parseSummary({ data: data.previous }) : null
}

/** Days present in the data (Days Tracked, SPEC §6), oldest first. */
export function daysInData(daily: DailyRow[]): string[] {
  return [...new Set(daily.map((r) => r.day))].sort()
}

/** Average daily = total over the days shown, rounded (SPEC §9); 0 when no day is shown. */
export function averageDaily(total: number, daysShown: number): number {
  return daysShown > 0 ? Math.round(total / daysShown) : 0
}

type Group = 'organisation' | 'academic' | 'audience' | 'member'

export function groupOf(profileType: string | null | undefined): Group {
  const type = normalizeProfileType(profileType)
  if (type === 'company' || type === 'employer') return 'organisation'
  if (type === 'university' || type === 'professor') return 'academic'
  if (type === 'influencer' || type === 'investor' || type === 'philanthropist') return 'audience'
  return 'member'
}

/** Momentum = average minus 20 % (company, employer) or 30 % (everyone else), floored at 0 (SPEC §9). */
export function momentum(average: number, profileType: string | null | undefined): number {
  const cut = groupOf(profileType) === 'organisation' ? 0.2 : 0.3
  return Math.max(0, Math.round(average - average * cut))
}

const TITLES: Record<ProfileType, string> = {
  company: msg('Company Analytics'),
  university: msg('University Analytics'),
  professor: msg('Professor Analytics'),
  influencer: msg('Influencer Analytics'),
  investor: msg('Investor & Philanthropist Analytics'),
  philanthropist: msg('Investor & Philanthropist Analytics'),
  employer: msg('Employer Analytics'),
  student: msg('My Analytics'),
}

/** The header title by profile type (SPEC §6); a missing or unknown type reads 'My Analytics'. */
export function dashboardTitle(profileType: string | null | undefined): string {
  return t(TITLES[normalizeProfileType(profileType)])
}

const CARDS: Record<Group, [StatKey, string][]> = {
  organisation: [
    ['total', msg('Total Engagement')],
    ['average', msg('Avg Daily Events')],
    ['momentum', msg('7-Day Momentum')],
  ],
  academic: [
    ['total', msg('Total Interactions')],
    ['daysTracked', msg('Days Tracked')],
    ['average', msg('Avg Daily Views')],
  ],
  audience: [
    ['total', msg('Total Events')],
    ['average', msg('Avg Daily')],
    ['momentum', msg('Momentum')],
  ],
  member: [
    ['total', msg('Total Events')],
    ['average', msg('Avg Daily')],
    ['daysTracked', msg('Days Tracked')],
  ],
}

/** The three stat cards with the labels of SPEC §6 for the member's group of profile types. */
export function statCards(summary: Summary, profileType: string | null | undefined): StatCard[] {
  const daysTracked = daysInData(summary.daily).length
  const average = averageDaily(summary.totalEvents, daysTracked)
  const values: Record<StatKey, number> = {
    total: summary.totalEvents,
    average,
    momentum: momentum(average, profileType),
    daysTracked,
  }
  return CARDS[groupOf(profileType)].map(([key, label]) => ({ key, label: t(label), value: values[key] }))
}

/** Change against the previous period, in whole percent; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined) return null
  if (previous === 0) return current === 0 ? 0 : null
  return Math.round(((current - previous) / Math.abs(previous)) * 100)
}

/** Event types by their total, largest first (ties by name), each with its palette colour. */
export function seriesOf(daily: DailyRow[]): { type: string; total: number; color: string }[] {
  const totals = new Map<string, number>()
  for (const row of daily) totals.set(row.event_type, (totals.get(row.event_type) ?? 0) + row.count)
  return [...totals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([type, total], i) => ({ type, total, color: PALETTE[i % PALETTE.length] }))
}

/** The stacked area chart's rows: one per day in the data, a count per event type (0 when absent). */
export function stackedByDay(daily: DailyRow[]): Record<string, string | number>[] {
  const types = seriesOf(daily).map((s) => s.type)
  const byDay = new Map<string, Record<string, string | number>>()
  for (const day of daysInData(daily))
    byDay.set(day, Object.fromEntries([['day', day], ...types.map((type) => [type, 0])]))
  for (const row of daily) {
    const entry = byDay.get(row.day)!
    entry[row.event_type] = (entry[row.event_type] as number) + row.count
  }
  return [...byDay.values()]
}

/** 'Daily Activity (last 14 days)' by default; the range chosen otherwise. */
export const dailyChartTitle = (days: number) => t('Daily Activity (last {days} days)', { days })
/** An id: show it with t(TOTALS_CHART_TITLE). */
export const TOTALS_CHART_TITLE = msg('Totals by Event Type')

// The event types the app records, with their labels marked for the catalog; others are spelled out from the type.
const EVENT_TYPE_LABELS: Record<string, string> = {
  post_view: msg('Post view'),
  post_like: msg('Post like'),
  post_comment: msg('Post comment'),
  profile_view: msg('Profile view'),
  follow: msg('New follower'),
  repost: msg('Post repost'),
  opportunity_view: msg('Opportunity view'),
  opportunity_save: msg('Opportunity save'),
  pitch_view: msg('Pitch view'),
  pitch_interest: msg('Pitch interest'),
  other: msg('Other'),
}

/** A human label for an event type: post_like → Post like. */
export function eventTypeLabel(type: string): string {
  if (EVENT_TYPE_LABELS[type]) return t(EVENT_TYPE_LABELS[type])
  const words = type.replace(/[_-]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : t('Other')
}

/** The message shown for a failed load (SPEC §8): the thrown error's message, else the catalogue's text. */
export function analyticsErrorMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? errorMessage(error) : ANALYTICS_ERROR
  return message === ANALYTICS_ERROR ? t(ANALYTICS_ERROR) : message
}

/** The daily rows as CSV (day, event type, count), oldest first. */
export function dailyCsv(daily: DailyRow[]): string {
  const rows = [...daily].sort((a, b) => a.day.localeCompare(b.day) || a.event_type.localeCompare(b.event_type))
  return toCsv([['day', 'event_type', 'count'], ...rows.map((r) => [r.day, r.event_type, r.count])])
}

/** `?range=` from the URL: one of the offered ranges, else the default 14. */
export function rangeFromParam(value: string | null): RangeDays {
  const n = Number(value)
  return (RANGES as readonly number[]).includes(n) ? (n as RangeDays) : DEFAULT_RANGE
}
