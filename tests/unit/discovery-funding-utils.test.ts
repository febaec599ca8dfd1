import { describe, expect, it } from 'vitest'
import { EMPTY_MEMBER_FILTERS, fromSqlFilters, toSqlFilters } from '@/data/discovery/discovery-types'
import { deckPath } from '@/data/funding/pitch-types'
import {
  describeFilters,
  filtersFromParams,
  filtersToParams,
  graduationLabel,
  hasFilters,
  moveEntry,
  shortlistCsv,
  splitList,
} from '@/features/discovery/discovery.utils'
import { askLabel, toPitchInput } from '@/features/funding/funding.utils'
import { pitchFormErrors, toPitchFormValues } from '@/features/funding/pitch-form.schema'

const EMPTY_PITCH = toPitchFormValues(null)
const pitchErrors = (d: typeof EMPTY_PITCH, publishing: boolean) =>
  pitchFormErrors({ ...d, status: publishing ? 'published' : 'draft' })
const deckError = (deck: File | null) =>
  pitchFormErrors({ ...EMPTY_PITCH, name: 'A', one_liner: 'B', deck }).deck ?? null

describe('discovery utils', () => {
  it('splits comma lists, trimmed and without repeats', () => {
    expect(splitList(' Python, sql ,python,, Data viz ')).toEqual(['Python', 'sql', 'Data viz'])
    expect(splitList('')).toEqual([])
  })
  it('sends only the filters that are set, and reads them back', () => {
    const f = {
      ...EMPTY_MEMBER_FILTERS,
      q: ' ana ',
      skills: ['Rust'],
      profileTypes: ['student'],
      verification: 'verified',
    }
    expect(toSqlFilters(f)).toEqual({
      q: 'ana',
      skills: ['Rust'],
      profile_types: ['student'],
      verification: 'verified',
    })
    expect(toSqlFilters(EMPTY_MEMBER_FILTERS)).toEqual({})
    expect(fromSqlFilters(toSqlFilters(f))).toEqual({ ...f, q: 'ana' })
    expect(fromSqlFilters({ skills: 'oops', q: 3 })).toEqual(EMPTY_MEMBER_FILTERS)
    expect(hasFilters(EMPTY_MEMBER_FILTERS)).toBe(false)
    expect(hasFilters(f)).toBe(true)
    expect(describeFilters(f)).toBe('ana · Rust · student · verified')
    expect(describeFilters(EMPTY_MEMBER_FILTERS)).toBe('All members')
  })
  it('filters by graduation year from and to, sent as numbers, ignoring what is not a year', () => {
    const f = { ...EMPTY_MEMBER_FILTERS, gradFrom: '2026', gradTo: '2027' }
    expect(toSqlFilters(f)).toEqual({ graduation_from: 2026, graduation_to: 2027 })
    expect(fromSqlFilters(toSqlFilters(f))).toEqual(f)
    expect(toSqlFilters({ ...EMPTY_MEMBER_FILTERS, gradFrom: '26', gradTo: '3000' })).toEqual({})
    expect(hasFilters(f)).toBe(true)
    expect(hasFilters({ ...EMPTY_MEMBER_FILTERS, gradFrom: 'soon' })).toBe(false)
    expect(describeFilters({ ...f, profileTypes: ['student'] })).toBe('student · class of 2026–2027')
    expect(graduationLabel({ gradFrom: '2027', gradTo: '2027' })).toBe('class of 2027')
    expect(graduationLabel({ gradFrom: '2027', gradTo: '' })).toBe('class of 2027 or later')
    expect(graduationLabel({ gradFrom: '', gradTo: '2025' })).toBe('class of 2025 or earlier')
  })
  it('keeps the search in the URL and reads it back, leaving the screen’s own parameters alone', () => {
    const f = {
      ...EMPTY_MEMBER_FILTERS,
      q: 'data',
      skills: ['Python', 'SQL'],
      profileTypes: ['student'],
      location: 'Toronto',
      gradFrom: '2026',
      gradTo: '2027',
    }
    const params = filtersToParams(f, new URLSearchParams('tab=search&q=old&university=Gone'))
    expect(Object.fromEntries(params)).toEqual({
      tab: 'search',
      q: 'data',
      skills: 'Python,SQL',
      type: 'student',
      location: 'Toronto',
      grad_from: '2026',
      grad_to: '2027',
    })
    expect(filtersFromParams(params)).toEqual(f)
    expect(filtersFromParams(new URLSearchParams('grad_from=next&grad_to=2027'))).toEqual({
      ...EMPTY_MEMBER_FILTERS,
      gradTo: '2027',
    })
  })
  it('moves a shortlist entry up or down, not past the ends', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveEntry(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moveEntry(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
  })
  it('exports a shortlist as CSV with notes quoted and formulas defused', () => {
    const member = {
      id: 'm1',
      name: 'Ana',
      headline: null,
      profile_photo_url: null,
      profile_type: 'student',
      university: 'Lakeside',
      skills: ['SQL', 'R'],
      interests: [],
      location: null,
      verification_status: 'unverified',
      graduation_year: null,
      verified_by: null,
      verified_by_name: null,
      allow_messages: true,
      allow_connections: true,
    }
    const csv = shortlistCsv(
      [{ shortlist_id: 's', member_id: 'm1', note: '=HYPERLINK("x"), great', position: 0, created_at: '', member }],
      'https://x.test',
    )
    expect(csv).toBe(
      'position,name,profile_type,university,skills,location,note,profile\r\n' +
        `1,Ana,student,Lakeside,SQL; R,,"'=HYPERLINK(""x""), great",https://x.test/profile/m1\r\n`,
    )
  })
})

describe('funding utils', () => {
  it('asks for a name and a one-liner; publishing also needs problem and solution', () => {
    expect(pitchErrors(EMPTY_PITCH, false)).toEqual({
      name: 'Give your startup a name',
      one_liner: 'Say what you do in one line',
    })
    const draft = { ...EMPTY_PITCH, name: 'Kelp', one_liner: 'Packaging' }
    expect(pitchErrors(draft, false)).toEqual({})
    expect(Object.keys(pitchErrors(draft, true))).toEqual(['problem', 'solution'])
    expect(pitchErrors({ ...draft, ask_amount: '-5', currency: 'usd' }, false)).toEqual({
      ask_amount: 'Enter an amount, such as 250000',
      currency: 'A three-letter currency code, such as USD',
    })
    expect(toPitchInput({ ...draft, ask_amount: '25000' }, 'published')).toMatchObject({
      name: 'Kelp',
      ask_amount: 25000,
      status: 'published',
    })
    expect(toPitchInput(draft, 'draft').ask_amount).toBeNull()
    const team = [{ id: 'm1', name: 'Tomás', headline: null, profile_photo_url: null, profile_type: 'student' }]
    expect(toPitchInput({ ...draft, team }, 'draft').team_ids).toEqual(['m1'])
  })
  it('accepts only PDF decks up to 20 MB, stored in the founder’s folder', () => {
    expect(deckError(null)).toBeNull()
    expect(deckError(new File(['x'], 'deck.pdf', { type: 'application/pdf' }))).toBeNull()
    expect(deckError(new File(['x'], 'deck.png', { type: 'image/png' }))).toBe('The deck must be a PDF')
    expect(deckPath('u1', 'p1')).toBe('u1/pitches/p1/deck.pdf')
  })
  it('formats the ask', () => {
    expect(askLabel(250000, 'USD')).toBe('$250,000')
    expect(askLabel(null, 'EUR')).toBe('No ask given')
  })
})
