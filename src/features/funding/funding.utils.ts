import type { PitchInput } from '@/data/funding/pitch-types'
import { intlLocale, msg, t } from '@/lib/i18n'
import type { PitchFormValues } from './pitch-form.schema'
import { numberFormat } from '@/lib/intl-cache'

export const FUNDING_TYPES = ['grant', 'investment', 'scholarship'] as const

// The labels in @/data (opportunity types, pitch stages) are English; the same texts, marked for the catalog.
const FUNDING_TYPE_LABELS: Record<string, string> = {
  grant: msg('Grant'),
  investment: msg('Investment'),
  scholarship: msg('Scholarship'),
}
const STAGE_LABELS: Record<string, string> = {
  idea: msg('Idea'),
  prototype: msg('Prototype'),
  mvp: msg('MVP'),
  revenue: msg('Revenue'),
  growth: msg('Growth'),
}

/** A funding program's type in the app's language. */
export const fundingTypeLabel = (type: string) => (FUNDING_TYPE_LABELS[type] ? t(FUNDING_TYPE_LABELS[type]) : type)

/** A pitch's stage in the app's language. */
export const stageLabel = (stage: string) => (STAGE_LABELS[stage] ? t(STAGE_LABELS[stage]) : stage)

export const MAX_DECK_BYTES = 20 * 1024 * 1024

/** What the database stores for the form's values (trimmed; team as ids; the deck goes to storage). */
export function toPitchInput(d: PitchFormValues, status: 'draft' | 'published'): PitchInput {
  return {
    name: d.name.trim(),
    one_liner: d.one_liner.trim(),
    problem: d.problem.trim(),
    solution: d.solution.trim(),
    stage: d.stage,
    sector: d.sector.trim(),
    ask_amount: d.ask_amount.trim() ? Number(d.ask_amount) : null,
    currency: d.currency,
    team_ids: d.team.map((m) => m.id),
    status,
  }
}

/** "$250,000" for an ask, "No ask given" without one. */
export function askLabel(amount: number | null, currency: string): string {
  if (amount == null) return t('No ask given')
  return numberFormat(intlLocale() ?? 'en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
}
