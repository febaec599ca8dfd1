import { t } from '@/lib/i18n'
import { toCsv } from '@/lib/opportunity-format'
import { EMPTY_MEMBER_FILTERS, isYear, type MemberFilters, type ShortlistEntry } from '@/data/discovery/discovery-types'

/** "react, data viz , " → ['react', 'data viz']: comma-separated words, trimmed, without repeats. */
export function splitList(value: string): string[] {
  const seen = new Set<string>()
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()))
}

export const hasFilters = (f: MemberFilters) =>
  !!(
    f.q.trim() ||
    f.skills.length ||
    f.interests.length ||
    f.university.trim() ||
    f.profileTypes.length ||
    f.location.trim() ||
    f.verification ||
    isYear(f.gradFrom) ||
    isYear(f.gradTo)
  )

/** "Class of 2026", "class of 2026–2028", "class of 2026 or later", or '' when no year is set. */
export function graduationLabel(f: Pick<MemberFilters, 'gradFrom' | 'gradTo'>): string {
  const from = isYear(f.gradFrom) ? f.gradFrom : ''
  const to = isYear(f.gradTo) ? f.gradTo : ''
  if (from && to) return from === to ? t('class of {year}', { year: from }) : t('class of {from}–{to}', { from, to })
  if (from) return t('class of {year} or later', { year: from })
  if (to) return t('class of {year} or earlier', { year: to })
  return ''
}

// The search lives in the URL (?q=&skills=a,b&type=student&grad_from=2026…) so it can be shared and
// survives a reload; `tab` and `saved` are the screen's own parameters and are left alone.
const PARAMS = {
  q: 'q',
  university: 'university',
  location: 'location',
  verification: 'verification',
  gradFrom: 'grad_from',
  gradTo: 'grad_to',
} as const

export function filtersFromParams(params: URLSearchParams): MemberFilters {
  const f: MemberFilters = { ...EMPTY_MEMBER_FILTERS }
  for (const [key, name] of Object.entries(PARAMS) as Array<[keyof typeof PARAMS, string]>) {
    f[key] = params.get(name) ?? ''
  }
  f.skills = splitList(params.get('skills') ?? '')
  f.interests = splitList(params.get('interests') ?? '')
  f.profileTypes = splitList(params.get('type') ?? '')
  if (!isYear(f.gradFrom)) f.gradFrom = ''
  if (!isYear(f.gradTo)) f.gradTo = ''
  return f
}

/** `params` with the search's filters written in (empty ones removed). */
export function filtersToParams(f: MemberFilters, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params)
  const set = (name: string, value: string) => (value.trim() ? next.set(name, value.trim()) : next.delete(name))
  for (const [key, name] of Object.entries(PARAMS) as Array<[keyof typeof PARAMS, string]>) set(name, f[key])
  set('skills', f.skills.join(','))
  set('interests', f.interests.join(','))
  set('type', f.profileTypes.join(','))
  return next
}

/** A name for a saved search from its filters: "react · Lakeside · student". */
export function describeFilters(f: MemberFilters): string {
  const parts = [
    f.q,
    ...f.skills,
    ...f.interests,
    f.university,
    ...f.profileTypes,
    f.location,
    f.verification.split(':')[0],
    graduationLabel(f),
  ]
    .map((p) => p.trim())
    .filter(Boolean)
  return (parts.join(' · ') || t('All members')).slice(0, 80)
}

/** The order after moving one entry up (-1) or down (+1); unchanged at the ends. */
export function moveEntry<T>(items: T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta
  if (target < 0 || target >= items.length) return items
  const next = [...items]
  ;[next[index], next[target]] = [next[target], next[index]]
  return next
}

/** A shortlist as CSV: position, name, type, university, skills, location, note, profile link. */
export function shortlistCsv(entries: ShortlistEntry[], origin: string): string {
  return toCsv([
    ['position', 'name', 'profile_type', 'university', 'skills', 'location', 'note', 'profile'],
    ...entries.map((e, i) => [
      i + 1,
      e.member?.name ?? '',
      e.member?.profile_type ?? '',
      e.member?.university ?? '',
      (e.member?.skills ?? []).join('; '),
      e.member?.location ?? '',
      e.note,
      e.member ? `${origin}/profile/${e.member.id}` : '',
    ]),
  ])
}
