import { toCsv } from '@/lib/opportunity-format'
import type { MemberFilters, ShortlistEntry } from '@/data/discovery/discovery-types'

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
    f.verification
  )

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
  ]
    .map((p) => p.trim())
    .filter(Boolean)
  return (parts.join(' · ') || 'All members').slice(0, 80)
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
