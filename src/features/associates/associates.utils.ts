import type { AssociateEntry } from '@/data/associates/associate-types'
import { msg } from '@/lib/i18n'

export type AssociateTab = 'received' | 'sent' | 'associates' | 'suggestions'
export const ASSOCIATE_TABS: Array<{ tab: AssociateTab; label: string }> = [
  { tab: 'received', label: msg('Received') },
  { tab: 'sent', label: msg('Sent') },
  { tab: 'associates', label: msg('Associates') },
  { tab: 'suggestions', label: msg('Suggestions') },
]

export const tabFromParam = (value: string | null): AssociateTab =>
  ASSOCIATE_TABS.some((item) => item.tab === value) ? (value as AssociateTab) : 'received'

export { mutualLabel, suggestionReason } from '@/lib/suggestion-reason'

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
