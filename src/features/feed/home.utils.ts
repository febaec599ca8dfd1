import { OPPORTUNITY_TYPES } from '@/data/opportunities/opportunity-types'
import type { ChecklistKey } from '@/data/profiles/home-summary'
import { paths } from '@/config/paths'
import { msg, t } from '@/lib/i18n'
import { firstTwo } from '@/lib/suggestion-reason'

/** Each first-week step: what it asks, and where it is done. */
export const CHECKLIST_STEPS: Record<ChecklistKey, { label: string; to: string }> = {
  photo: { label: msg('Add a profile photo'), to: paths.myProfile },
  headline: { label: msg('Write a headline'), to: paths.myProfile },
  skills: { label: msg('Add 3 skills'), to: paths.myProfile },
  associate: { label: msg('Connect with your first associate'), to: paths.associates },
  post: { label: msg('Share your first post'), to: paths.createPost() },
  application: { label: msg('Apply to your first opportunity'), to: paths.opportunities },
  opportunity: { label: msg('Post your first opportunity'), to: paths.createOpportunity },
  pitch_interest: { label: msg('Show interest in a pitch'), to: paths.funding },
  event: { label: msg('Host your first event'), to: paths.createEvent },
}

/** Why an opportunity is recommended: "Matches Python and SQL", "For Lakeside University students". */
export function recommendationReason(
  r: { matched: string[] | null; university: string | null; type: string },
  isStudent: boolean,
): string {
  const matched = r.matched ?? []
  if (matched.length > 2)
    return t('Matches {skills} and {count, plural, one {# more} other {# more}}', {
      skills: matched.slice(0, 2).join(', '),
      count: matched.length - 2,
    })
  if (matched.length) return t('Matches {skills}', { skills: firstTwo(matched) })
  if (r.university)
    return isStudent
      ? t('For {university} students', { university: r.university })
      : t('From {university}', { university: r.university })
  const type = OPPORTUNITY_TYPES.find((item) => item.value === r.type)
  return type ? t('{type} · suits your profile', { type: t(type.label) }) : t('Suits your profile')
}

/** "Thu, 4 Dec, 18:00" in the member's zone and language. */
export const eventWhen = (iso: string, locale: string | undefined) =>
  new Date(iso).toLocaleString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  })
