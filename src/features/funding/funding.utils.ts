import type { PitchInput } from '@/data/funding/pitch-types'
import type { PitchFormValues } from './pitch-form.schema'

export const FUNDING_TYPES = ['grant', 'investment', 'scholarship'] as const

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
  if (amount == null) return 'No ask given'
  return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
}
