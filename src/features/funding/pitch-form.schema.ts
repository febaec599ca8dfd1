import * as v from 'valibot'
import type { Pitch, PitchPerson } from '@/data/funding/pitch-types'
import { msg, t } from '@/lib/i18n'
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

// Messages are msg() ids, translated when an issue is made (so in the language of the moment).
const text = (max: number, required: string | null, tooLong: string) =>
  required
    ? v.pipe(
        v.string(),
        v.trim(),
        v.minLength(1, () => t(required)),
        v.maxLength(max, () => t(tooLong)),
      )
    : v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, () => t(tooLong)),
      )

export const pitchFormSchema = v.pipe(
  v.object({
    name: text(100, msg('Give your startup a name'), msg('At most 100 characters')),
    one_liner: text(160, msg('Say what you do in one line'), msg('At most 160 characters')),
    problem: text(4000, null, msg('At most 4,000 characters')),
    solution: text(4000, null, msg('At most 4,000 characters')),
    stage: v.string(),
    sector: text(60, null, msg('At most 60 characters')),
    ask_amount: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s === '' || (/^\d+(\.\d{1,2})?$/.test(s) && Number(s) < 1e12),
        () => t('Enter an amount, such as 250000'),
      ),
    ),
    currency: v.pipe(
      v.string(),
      v.regex(/^[A-Z]{3}$/, () => t('A three-letter currency code, such as USD')),
    ),
    team: v.pipe(
      v.array(v.object({ id: v.string(), name: v.string() }, undefined)),
      v.maxLength(12, () => t('A team lists at most 12 members')),
    ),
    deck: v.nullable(
      v.pipe(
        v.custom<File>((f) => typeof File !== 'undefined' && f instanceof File),
        v.check(
          (f) => f.type === 'application/pdf',
          () => t('The deck must be a PDF'),
        ),
        v.check(
          (f) => f.size <= MAX_DECK_BYTES,
          () => t('The deck must be 20 MB or smaller'),
        ),
      ),
    ),
    status: v.picklist(['draft', 'published']),
  }),
  v.forward(
    v.partialCheck(
      [['status'], ['problem']],
      (i) => i.status !== 'published' || i.problem !== '',
      () => t('Describe the problem before publishing'),
    ),
    ['problem'],
  ),
  v.forward(
    v.partialCheck(
      [['status'], ['solution']],
      (i) => i.status !== 'published' || i.solution !== '',
      () => t('Describe your solution before publishing'),
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
