import type { PitchInput } from '@/data/funding/pitch-types'

export const FUNDING_TYPES = ['grant', 'investment', 'scholarship'] as const

export interface PitchDraft {
  name: string
  one_liner: string
  problem: string
  solution: string
  stage: string
  sector: string
  ask_amount: string
  currency: string
}

export const EMPTY_PITCH: PitchDraft = {
  name: '',
  one_liner: '',
  problem: '',
  solution: '',
  stage: 'idea',
  sector: '',
  ask_amount: '',
  currency: 'USD',
}

export const MAX_DECK_BYTES = 20 * 1024 * 1024

/** Field errors of a pitch about to be saved (publishing asks for more than a draft). */
export function pitchErrors(d: PitchDraft, publishing: boolean): Partial<Record<keyof PitchDraft, string>> {
  const errors: Partial<Record<keyof PitchDraft, string>> = {}
  if (!d.name.trim()) errors.name = 'Give your startup a name'
  else if (d.name.trim().length > 100) errors.name = 'At most 100 characters'
  if (!d.one_liner.trim()) errors.one_liner = 'Say what you do in one line'
  else if (d.one_liner.trim().length > 160) errors.one_liner = 'At most 160 characters'
  if (publishing && !d.problem.trim()) errors.problem = 'Describe the problem before publishing'
  if (publishing && !d.solution.trim()) errors.solution = 'Describe your solution before publishing'
  if (d.ask_amount.trim() && !(Number(d.ask_amount) >= 0)) errors.ask_amount = 'Enter an amount, such as 250000'
  if (!/^[A-Z]{3}$/.test(d.currency)) errors.currency = 'A three-letter currency code, such as USD'
  return errors
}

export function deckError(file: File | null): string | null {
  if (!file) return null
  if (file.type !== 'application/pdf') return 'The deck must be a PDF'
  if (file.size > MAX_DECK_BYTES) return 'The deck must be 20 MB or smaller'
  return null
}

export function toPitchInput(d: PitchDraft, status: 'draft' | 'published'): PitchInput {
  return {
    name: d.name.trim(),
    one_liner: d.one_liner.trim(),
    problem: d.problem.trim(),
    solution: d.solution.trim(),
    stage: d.stage,
    sector: d.sector.trim(),
    ask_amount: d.ask_amount.trim() ? Number(d.ask_amount) : null,
    currency: d.currency,
    status,
  }
}

/** "$250,000" for an ask, "No ask given" without one. */
export function askLabel(amount: number | null, currency: string): string {
  if (amount == null) return 'No ask given'
  return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
}
