import * as v from 'valibot'
import { isYear, type MemberFilters } from '@/data/discovery/discovery-types'
import { msg, t } from '@/lib/i18n'
import { splitList } from './discovery.utils'

export interface MemberFilterValues {
  q: string
  skillsText: string
  interestsText: string
  university: string
  profileType: string
  location: string
  verification: string
  gradFrom: string
  gradTo: string
}

// Each message is a whole sentence (msg ids), translated when the form shows it.
const words = (max: number, message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, () => t(message, { max })),
  )
const list = (tooMany: string, tooLong: string) =>
  v.pipe(
    v.string(),
    v.check(
      (s) => splitList(s).length <= 10,
      () => t(tooMany),
    ),
    v.check(
      (s) => splitList(s).every((x) => x.length <= 40),
      () => t(tooLong),
    ),
  )

const year = (message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || isYear(s),
      () => t(message),
    ),
  )

export const memberFiltersSchema = v.object({
  q: words(200, msg('Keep the search under {max} characters.')),
  skillsText: list(
    msg('List at most 10 skills, separated by commas.'),
    msg('Each of the skills at most 40 characters.'),
  ),
  interestsText: list(
    msg('List at most 10 interests, separated by commas.'),
    msg('Each of the interests at most 40 characters.'),
  ),
  university: words(120, msg('Keep the university under {max} characters.')),
  profileType: v.string(),
  location: words(120, msg('Keep the location under {max} characters.')),
  verification: v.string(),
  gradFrom: year(msg('Graduation year from: four digits, such as 2027.')),
  gradTo: year(msg('Graduation year to: four digits, such as 2027.')),
})

export const toFilterValues = (f: MemberFilters): MemberFilterValues => ({
  q: f.q,
  skillsText: f.skills.join(', '),
  interestsText: f.interests.join(', '),
  university: f.university,
  profileType: f.profileTypes[0] ?? '',
  location: f.location,
  verification: f.verification,
  gradFrom: f.gradFrom,
  gradTo: f.gradTo,
})

export const fromFilterValues = (d: MemberFilterValues): MemberFilters => ({
  q: d.q.trim(),
  skills: splitList(d.skillsText),
  interests: splitList(d.interestsText),
  university: d.university.trim(),
  profileTypes: d.profileType ? [d.profileType] : [],
  location: d.location.trim(),
  verification: d.verification,
  gradFrom: d.gradFrom.trim(),
  gradTo: d.gradTo.trim(),
})

/** An id: show it with t(NOTHING_TO_SAVE). */
export const NOTHING_TO_SAVE = msg('Add words or a filter before saving the search.')

export const shortlistNameSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, () => t('Name the shortlist.')),
    v.maxLength(80, () => t('Keep the name under 80 characters.')),
  ),
})
