import type { AssociateEntry, Suggestion } from '@/data/associates/associate-types'

export type AssociateTab = 'received' | 'sent' | 'associates' | 'suggestions'
export const ASSOCIATE_TABS: Array<{ tab: AssociateTab; label: string }> = [
  { tab: 'received', label: 'Received' },
  { tab: 'sent', label: 'Sent' },
  { tab: 'associates', label: 'Associates' },
  { tab: 'suggestions', label: 'Suggestions' },
]

export const tabFromParam = (value: string | null): AssociateTab =>
  ASSOCIATE_TABS.some((t) => t.tab === value) ? (value as AssociateTab) : 'received'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "2 mutual associates", or null when there are none. */
export const mutualLabel = (total: number) =>
  total > 0 ? plural(total, 'mutual associate', 'mutual associates') : null

/** Why a member is suggested, strongest reason first ("4 mutual associates", "Also at Northbridge University"). */
export function suggestionReason(s: Suggestion): string {
  if (s.mutual_count > 0) return mutualLabel(s.mutual_count)!
  if (s.same_university && s.university) return `Also at ${s.university}`
  if (s.shared_skills.length) return `Also skilled in ${s.shared_skills.slice(0, 2).join(' and ')}`
  if (s.shared_interests.length) return `Also interested in ${s.shared_interests.slice(0, 2).join(' and ')}`
  return 'Suggested for you'
}

export type AssociateSort = 'recent' | 'name'

/** Associates whose name contains the search words, by most recent association or by name. */
export function filterAssociates(rows: AssociateEntry[], search: string, sort: AssociateSort): AssociateEntry[] {
  const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean)
  const matched = words.length
    ? rows.filter((r) => words.every((w) => r.associate.name.toLocaleLowerCase().includes(w)))
    : rows.slice()
  return sort === 'name'
    ? matched.sort((a, b) => a.associate.name.localeCompare(b.associate.name))
    : matched.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
}
