import {
  SEARCH_KINDS,
  type EventFilters,
  type PeopleFilters,
  type PostFilters,
  type SearchTab,
} from '@/data/search/search-types'

const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : [])
const DATE = /^\d{4}-\d{2}-\d{2}$/

export const tabFromParams = (p: URLSearchParams): SearchTab => {
  const tab = p.get('tab')
  return SEARCH_KINDS.some((k) => k.value === tab) ? (tab as SearchTab) : 'all'
}

export const peopleFiltersFromParams = (p: URLSearchParams): PeopleFilters => ({
  types: list(p.get('type')),
  university: p.get('uni') ?? '',
  skill: p.get('skill') ?? '',
  verified: p.get('verified') === '1',
})

export const postFiltersFromParams = (p: URLSearchParams): PostFilters => ({
  from: DATE.test(p.get('from') ?? '') ? p.get('from')! : '',
  to: DATE.test(p.get('to') ?? '') ? p.get('to')! : '',
  network: p.get('network') === '1',
})

export const eventFiltersFromParams = (p: URLSearchParams): EventFilters => ({
  upcoming: p.get('upcoming') === '1',
  online: p.get('online') === '1',
})

/** A copy of the params with `key` set (or removed when empty). */
export function withParam(p: URLSearchParams, key: string, value: string | null | boolean): URLSearchParams {
  const next = new URLSearchParams(p)
  const v = value === true ? '1' : value === false ? null : value
  if (v) next.set(key, v)
  else next.delete(key)
  return next
}
