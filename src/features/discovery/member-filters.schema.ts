import * as v from 'valibot'
import { isYear, type MemberFilters } from '@/data/discovery/discovery-types'
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

const words = (max: number, what: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `Keep ${what} under ${max} characters.`))
const list = (what: string) =>
  v.pipe(
    v.string(),
    v.check((s) => splitList(s).length <= 10, `List at most 10 ${what}, separated by commas.`),
    v.check((s) => splitList(s).every((x) => x.length <= 40), `Each of the ${what} at most 40 characters.`),
  )

const year = (end: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === '' || isYear(s), `Graduation year ${end}: four digits, such as 2027.`),
  )

export const memberFiltersSchema = v.object({
  q: words(200, 'the search'),
  skillsText: list('skills'),
  interestsText: list('interests'),
  university: words(120, 'the university'),
  profileType: v.string(),
  location: words(120, 'the location'),
  verification: v.string(),
  gradFrom: year('from'),
  gradTo: year('to'),
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

export const NOTHING_TO_SAVE = 'Add words or a filter before saving the search.'

export const shortlistNameSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Name the shortlist.'),
    v.maxLength(80, 'Keep the name under 80 characters.'),
  ),
})
