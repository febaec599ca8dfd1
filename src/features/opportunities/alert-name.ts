import type { OpportunityFilters } from '@/data/opportunities/opportunity-types'
import { t } from '@/lib/i18n'
import { typeLabel, workModeLabel } from './filters.utils'

/** A name for an alert from its search: "data science · Internship · Remote · Berlin". */
export function suggestAlertName(f: OpportunityFilters): string {
  const parts = [
    f.query.trim(),
    f.types.map(typeLabel).join(' / '),
    f.workModes.map(workModeLabel).join(' / '),
    f.location.trim(),
    f.paidOnly ? t('Paid') : '',
  ].filter(Boolean)
  const name = parts.length ? parts.join(' · ') : t('All new opportunities')
  return name.length > 80 ? `${name.slice(0, 79).trimEnd()}…` : name
}
