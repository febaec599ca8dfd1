import * as v from 'valibot'
import type { Pitch, PitchPerson } from '@/data/funding/pitch-types'
import { MAX_DECK_BYTES } from './funding.utils'

/** The pitch form's values; `status` is set by the button pressed (publishing asks for more). */
export interface PitchFormValues {
  name: string
  one_liner: string
  problem: string
  solution: string
  stage: string
  sector: string
  ask_amount: string
  currency: string
  team: PitchPerson[]
  deck: File | null
  status: 'draft' | 'published'
}

const text = (max: number, required: string | null, tooLong: string) =>
  required
    ? v.pipe(v.string(), v.trim(), v.minLength(1, required), v.maxLength(max, tooLong))
    : v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong))

export const pitchFormSchema = v.pipe(
  v.object({
    name: text(100, 'Give your startup a name', 'At most 100 characters'),
    one_liner: text(160, 'Say what you do in one line', 'At most 160 characters'),
    problem: text(4000, null, 'At most 4,000 characters'),
    solution: text(4000, null, 'At most 4,000 characters'),
    stage: v.string(),
    sector: text(60, null, 'At most 60 characters'),
    ask_amount: v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || (/^\d+(\.\d{1,2})?$/.test(s) && Number(s) < 1e12), 'Enter an amount, such as 250000'),
    ),
    currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'A three-letter currency code, such as USD')),
    team: v.pipe(
      v.array(v.object({ id: v.string(), name: v.string() }, undefined)),
      v.maxLength(12, 'A team lists at most 12 members'),
    ),
    deck: v.nullable(
      v.pipe(
        v.custom<File>((f) => typeof File !== 'undefined' && f instanceof File),
        v.check((f) => f.type === 'application/pdf', 'The deck must be a PDF'),
        v.check((f) => f.size <= MAX_DECK_BYTES, 'The deck must be 20 MB or smaller'),
      ),
    ),
    status: v.picklist(['draft', 'published']),
  }),
  v.forward(
    v.partialCheck(
      [['status'], ['problem']],
      (i) => i.status !== 'published' || i.problem !== '',
      'Describe the problem before publishing',
    ),
    ['problem'],
  ),
  v.forward(
    v.partialCheck(
      [['status'], ['solution']],
      (i) => i.status !== 'published' || i.solution !== '',
      'Describe your solution before publishing',
    ),
    ['solution'],
  ),
) as unknown as v.GenericSchema<PitchFormValues, PitchFormValues>

export const toPitchFormValues = (p: Pitch | null, team: PitchPerson[] = []): PitchFormValues => ({
  name: p?.name ?? '',
  one_liner: p?.one_liner ?? '',
  problem: p?.problem ?? '',
  solution: p?.solution ?? '',
  stage: p?.stage ?? 'idea',
  sector: p?.sector ?? '',
  ask_amount: p?.ask_amount == null ? '' : String(p.ask_amount),
  currency: p?.currency ?? 'USD',
  team,
  deck: null,
  status: (p?.status as 'draft' | 'published' | undefined) ?? 'draft',
})

/** Field errors of a pitch about to be saved, keyed by field (the form shows them the same way). */
export function pitchFormErrors(values: PitchFormValues): Partial<Record<keyof PitchFormValues, string>> {
  const result = v.safeParse(pitchFormSchema, values)
  if (result.success) return {}
  const nested = v.flatten<typeof pitchFormSchema>(result.issues).nested ?? {}
  return Object.fromEntries(Object.entries(nested).map(([k, m]) => [k, (m as string[])[0]]))
}
