import type { AssociateEntry, Suggestion } from '@/data/associates/associate-types'
import { intlLocale, msg, t } from '@/lib/i18n'

export type AssociateTab = 'received' | 'sent' | 'associates' | 'suggestions'
export const ASSOCIATE_TABS: Array<{ tab: AssociateTab; label: string }> = [
  { tab: 'received', label: msg('Received') },
  { tab: 'sent', label: msg('Sent') },
  { tab: 'associates', label: msg('Associates') },
  { tab: 'suggestions', label: msg('Suggestions') },
]

export const tabFromParam = (value: string | null): AssociateTab =>
  ASSOCIATE_TABS.some((item) => item.tab === value) ? (value as AssociateTab) : 'received'

/** "2 mutual associates", or null when there are none. */
export const mutualLabel = (total: number) =>
  total > 0 ? t('{count, plural, one {# mutual associate} other {# mutual associates}}', { count: total }) : null

/** "SQL and Python", in the app's language. */
const both = (items: string[]) =>
  new Intl.ListFormat(intlLocale() ?? 'en', { type: 'conjunction' }).format(items.slice(0, 2))

/** Why a member is suggested, strongest reason first ("4 mutual associates", "Also at Northbridge University"). */
export function suggestionReason(s: Suggestion): string {
  if (s.mutual_count > 0) return mutualLabel(s.mutual_count)!
  if (s.same_university && s.university) return t('Also at {university}', { university: s.university })
  if (s.shared_skills.length) return t('Also skilled in {skills}', { skills: both(s.shared_skills) })
  if (s.shared_interests.length) return t('Also interested in {interests}', { interests: both(s.shared_interests) })
  return t('Suggested for you')
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
