import {
  OPPORTUNITY_TYPES,
  SORTS,
  WORK_MODES,
  type OpportunityFilters,
  type OpportunitySort,
  type OpportunityType,
  type WorkMode,
} from './opportunity-types'

export const EMPTY_FILTERS: OpportunityFilters = {
  query: '',
  types: [],
  workModes: [],
  location: '',
  paidOnly: false,
  minAmount: null,
  maxAmount: null,
  currency: 'USD',
  closingWithinDays: null,
  posterTypes: [],
  sort: 'newest',
}

const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : [])
const num = (v: string | null) => (v && /^\d+(\.\d+)?$/.test(v) ? Number(v) : null)
const TYPES = new Set<string>(OPPORTUNITY_TYPES.map((t) => t.value))
const MODES = new Set<string>(WORK_MODES.map((m) => m.value))

/** Filters live in the URL, so a search can be shared, bookmarked and restored with Back. */
export function filtersFromParams(params: URLSearchParams): OpportunityFilters {
  const sort = params.get('sort')
  return {
    query: params.get('q') ?? '',
    types: list(params.get('type')).filter((t): t is OpportunityType => TYPES.has(t)),
    workModes: list(params.get('mode')).filter((m): m is WorkMode => MODES.has(m)),
    location: params.get('where') ?? '',
    paidOnly: params.get('paid') === '1',
    minAmount: num(params.get('min')),
    maxAmount: num(params.get('max')),
    currency: /^[A-Z]{3}$/.test(params.get('cur') ?? '') ? params.get('cur')! : 'USD',
    closingWithinDays: num(params.get('within')),
    posterTypes: list(params.get('by')),
    sort: SORTS.some((s) => s.value === sort) ? (sort as OpportunitySort) : 'newest',
  }
}

/** Writes filters into the params, keeping unrelated ones (like an opened opportunity). */
export function applyFilters(params: URLSearchParams, f: OpportunityFilters): URLSearchParams {
  const next = new URLSearchParams(params)
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key))
  set('q', f.query.trim() || null)
  set('type', f.types.join(',') || null)
  set('mode', f.workModes.join(',') || null)
  set('where', f.location.trim() || null)
  set('paid', f.paidOnly ? '1' : null)
  set('min', f.minAmount != null ? String(f.minAmount) : null)
  set('max', f.maxAmount != null ? String(f.maxAmount) : null)
  set('cur', f.currency !== 'USD' && (f.minAmount != null || f.maxAmount != null) ? f.currency : null)
  set('within', f.closingWithinDays != null ? String(f.closingWithinDays) : null)
  set('by', f.posterTypes.join(',') || null)
  set('sort', f.sort === 'newest' ? null : f.sort)
  return next
}
