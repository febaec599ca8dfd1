import { OPPORTUNITY_TYPES, WORK_MODES, type OpportunityFilters } from '@/data/opportunities/opportunity-types'
import { t } from '@/lib/i18n'

export { applyFilters, EMPTY_FILTERS, filtersFromParams } from '@/data/opportunities/filter-params'

export const activeFilterCount = (f: OpportunityFilters) =>
  f.types.length +
  f.workModes.length +
  (f.location ? 1 : 0) +
  (f.paidOnly ? 1 : 0) +
  (f.minAmount != null ? 1 : 0) +
  (f.maxAmount != null ? 1 : 0) +
  (f.closingWithinDays != null ? 1 : 0) +
  f.posterTypes.length

export const typeLabel = (type: string) => {
  const label = OPPORTUNITY_TYPES.find((o) => o.value === type)?.label
  return label ? t(label) : type
}
export const workModeLabel = (mode: string) => {
  const label = WORK_MODES.find((m) => m.value === mode)?.label
  return label ? t(label) : mode
}
