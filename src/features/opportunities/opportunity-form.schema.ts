import * as v from 'valibot'
import { t } from '@/lib/i18n'
import { oneOf, textBetween, titleRule, trimmedText } from '@/lib/form-rules'
import { OPPORTUNITY_TYPES, WORK_MODES, type Opportunity, type Question } from '@/data/opportunities/opportunity-types'
import type { OpportunityInput } from '@/data/opportunities/opportunity-mutations'

const money = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (s) => s === '' || (/^\d+(\.\d{1,2})?$/.test(s) && Number(s) < 1e10),
    () => t('Enter an amount in numbers, like 2500.'),
  ),
)

const question = v.object({
  id: v.string(),
  kind: v.pipe(
    v.string(),
    v.check((k) => ['short', 'long', 'yesno', 'choice'].includes(k)),
  ),
  label: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, () => t('Write the question.')),
    v.maxLength(300, () => t('Keep the question under 300 characters.')),
  ),
  required: v.boolean(),
  options: v.string(),
})

export const opportunityFormSchema = v.pipe(
  v.object({
    title: titleRule,
    organization: textBetween(
      1,
      () => t('Name the organisation.'),
      120,
      () => t('Keep it under 120 characters.'),
    ),
    type: v.picklist(
      OPPORTUNITY_TYPES.map((o) => o.value),
      () => t('Choose a type.'),
    ),
    description: textBetween(
      20,
      () => t('Describe it in at least 20 characters.'),
      10000,
      () => t('Keep the description under 10,000 characters.'),
    ),
    work_mode: oneOf(WORK_MODES, () => t('Choose a work mode.')),
    location: trimmedText(120, () => t('Keep the location under 120 characters.')),
    is_paid: v.boolean(),
    amount_min: money,
    amount_max: money,
    currency: v.pipe(
      v.string(),
      v.check(
        (c) => /^[A-Z]{3}$/.test(c),
        () => t('Use a three-letter currency code, like USD.'),
      ),
    ),
    amount_period: v.picklist(['', 'hour', 'month', 'year', 'one_off'] as const),
    deadline: v.pipe(
      v.string(),
      v.check(
        (s) => s === '' || !Number.isNaN(Date.parse(s)),
        () => t('Enter a valid date and time.'),
      ),
    ),
    eligibility: trimmedText(2000, () => t('Keep eligibility under 2,000 characters.')),
    skills: v.pipe(
      v.array(v.string()),
      v.maxLength(20, () => t('Add up to 20 skills.')),
    ),
    tags: v.pipe(
      v.array(v.string()),
      v.maxLength(10, () => t('Add up to 10 tags.')),
    ),
    questions: v.pipe(
      v.array(question),
      v.maxLength(20, () => t('Ask up to 20 questions.')),
    ),
    apply_externally: v.boolean(),
    external_url: v.pipe(v.string(), v.trim()),
    guest_visible: v.boolean(),
    quick_apply: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [['amount_min'], ['amount_max']],
      (f) => !f.amount_min || !f.amount_max || Number(f.amount_min) <= Number(f.amount_max),
      () => t('The maximum must be at least the minimum.'),
    ),
    ['amount_max'],
  ),
  v.forward(
    v.partialCheck(
      [['apply_externally'], ['external_url']],
      (f) => !f.apply_externally || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(f.external_url),
      () => t('Enter the full link where people apply, starting with https://'),
    ),
    ['external_url'],
  ),
  v.forward(
    v.partialCheck(
      [['questions']],
      (f) => f.questions.every((q) => q.kind !== 'choice' || q.options.split(',').filter((o) => o.trim()).length >= 2),
      () => t('A choice question needs at least two options, separated by commas.'),
    ),
    ['questions'],
  ),
)

export type OpportunityFormValues = v.InferOutput<typeof opportunityFormSchema>

/** A datetime-local value for an ISO time, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export function toFormValues(o: Opportunity | null, organization: string): OpportunityFormValues {
  return {
    title: o?.title ?? '',
    organization: o?.organization ?? organization,
    type: (o?.type as OpportunityFormValues['type']) ?? 'internship',
    description: o?.description ?? '',
    work_mode: (o?.work_mode as OpportunityFormValues['work_mode']) ?? 'onsite',
    location: o?.location ?? '',
    is_paid: o?.is_paid ?? true,
    amount_min: o?.amount_min?.toString() ?? '',
    amount_max: o?.amount_max?.toString() ?? '',
    currency: o?.currency ?? 'USD',
    amount_period: (o?.amount_period as OpportunityFormValues['amount_period'] | null) ?? '',
    deadline: toLocalInput(o?.deadline ?? null),
    eligibility: o?.eligibility ?? '',
    skills: o?.skills ?? [],
    tags: o?.tags ?? [],
    questions: (o?.questions ?? []).map((q) => ({ ...q, options: (q.options ?? []).join(', ') })),
    apply_externally: !!o?.external_url,
    external_url: o?.external_url ?? '',
    guest_visible: o?.guest_visible ?? true,
    quick_apply: o?.quick_apply ?? true,
  }
}

export function toInput(f: OpportunityFormValues, status: 'draft' | 'open'): OpportunityInput {
  const questions: Question[] = f.questions.map((q) => ({
    id: q.id,
    kind: q.kind as Question['kind'],
    label: q.label,
    required: q.required,
    ...(q.kind === 'choice'
      ? {
          options: q.options
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
        }
      : {}),
  }))
  return {
    title: f.title,
    organization: f.organization,
    type: f.type,
    description: f.description,
    work_mode: f.work_mode,
    location: f.location || null,
    is_paid: f.is_paid,
    amount_min: f.amount_min ? Number(f.amount_min) : null,
    amount_max: f.amount_max ? Number(f.amount_max) : null,
    currency: f.currency,
    amount_period: f.is_paid && f.amount_period ? f.amount_period : null,
    deadline: f.deadline ? new Date(f.deadline).toISOString() : null,
    eligibility: f.eligibility || null,
    skills: f.skills,
    tags: f.tags.map((tag) => tag.toLowerCase()),
    questions: questions as unknown as OpportunityInput['questions'],
    external_url: f.apply_externally ? f.external_url : null,
    guest_visible: f.guest_visible,
    quick_apply: f.quick_apply,
    status,
  }
}
