import { intlLocale, t } from './i18n'

/** What "People you may know" says about a member (`associate_suggestions` returns these). */
export interface SuggestionFacts {
  mutual_count: number
  same_university: boolean
  university: string | null
  shared_skills: string[]
  shared_interests: string[]
}

/** "2 mutual associates", or null when there are none. */
export const mutualLabel = (total: number) =>
  total > 0 ? t('{count, plural, one {# mutual associate} other {# mutual associates}}', { count: total }) : null

/** "SQL and Python", in the app's language (the first two). */
export const firstTwo = (items: string[]) =>
  new Intl.ListFormat(intlLocale() ?? 'en', { type: 'conjunction' }).format(items.slice(0, 2))

/** Why a member is suggested, strongest reason first ("4 mutual associates", "Also at Northbridge University"). */
export function suggestionReason(s: SuggestionFacts): string {
  if (s.mutual_count > 0) return mutualLabel(s.mutual_count)!
  if (s.same_university && s.university) return t('Also at {university}', { university: s.university })
  if (s.shared_skills.length) return t('Also skilled in {skills}', { skills: firstTwo(s.shared_skills) })
  if (s.shared_interests.length) return t('Also interested in {interests}', { interests: firstTwo(s.shared_interests) })
  return t('Suggested for you')
}
