import * as v from 'valibot'
import type { CareerTable } from '@/data/career/career-types'
import { PROFICIENCIES } from '@/data/career/career-types'
import { msg, t } from '@/lib/i18n'

export interface FieldSpec {
  name: string
  label: string
  kind: 'text' | 'textarea' | 'month' | 'url' | 'select'
  required?: boolean
  max: number
  options?: Array<{ value: string; label: string }>
  hint?: string
}

export interface SectionSpec {
  table: CareerTable
  title: string
  /** "Add experience" */
  addLabel: string
  /** What the owner is invited to add when the section is empty. */
  invite: string
  fields: FieldSpec[]
  /** [start, end] month field names, checked end ≥ start. */
  range?: [string, string]
}

export const PROFICIENCY_LABELS: Record<(typeof PROFICIENCIES)[number], string> = {
  elementary: msg('Elementary'),
  limited_working: msg('Limited working'),
  professional_working: msg('Professional working'),
  full_professional: msg('Full professional'),
  native: msg('Native or bilingual'),
}

const text = (name: string, label: string, max = 120, required = false): FieldSpec => ({
  name,
  label,
  kind: 'text',
  max,
  required,
})
const month = (name: string, label: string, required = false, hint?: string): FieldSpec => ({
  name,
  label,
  kind: 'month',
  max: 7,
  required,
  hint,
})
const longText = (name: string, label: string): FieldSpec => ({ name, label, kind: 'textarea', max: 2000 })

export const SECTIONS: Record<CareerTable, SectionSpec> = {
  experience: {
    table: 'experience',
    title: msg('Experience'),
    addLabel: msg('Add experience'),
    invite: msg('Add a job, internship or volunteer role: recruiters read this first.'),
    fields: [
      text('title', msg('Title'), 120, true),
      text('organisation_name', msg('Organisation'), 120, true),
      text('location', msg('Location')),
      month('start_month', msg('Start'), true),
      month('end_month', msg('End'), false, msg('Leave empty if you work here now.')),
      longText('description', msg('Description')),
    ],
    range: ['start_month', 'end_month'],
  },
  education: {
    table: 'education',
    title: msg('Education'),
    addLabel: msg('Add education'),
    invite: msg('Add your school or university, degree and field of study.'),
    fields: [
      text('institution_name', msg('School or university'), 120, true),
      text('degree', msg('Degree')),
      text('field', msg('Field of study')),
      month('start_month', msg('Start')),
      month('end_month', msg('End (or expected)')),
      longText('description', msg('Activities and achievements')),
    ],
    range: ['start_month', 'end_month'],
  },
  projects: {
    table: 'projects',
    title: msg('Projects'),
    addLabel: msg('Add a project'),
    invite: msg('Show something you built, with a link and the associates you built it with.'),
    fields: [
      text('name', msg('Project name'), 120, true),
      { name: 'url', label: msg('Link'), kind: 'url', max: 500 },
      month('start_month', msg('Start')),
      month('end_month', msg('End'), false, msg('Leave empty if it is ongoing.')),
      longText('description', msg('Description')),
    ],
    range: ['start_month', 'end_month'],
  },
  certifications: {
    table: 'certifications',
    title: msg('Licences and certifications'),
    addLabel: msg('Add a certification'),
    invite: msg('Add a licence or certificate and who issued it.'),
    fields: [
      text('name', msg('Name'), 120, true),
      text('issuer', msg('Issued by'), 120, true),
      month('issued_month', msg('Issued')),
      month('expires_month', msg('Expires'), false, msg('Leave empty if it does not expire.')),
      text('credential_id', msg('Credential ID')),
      { name: 'credential_url', label: msg('Credential link'), kind: 'url', max: 500 },
    ],
    range: ['issued_month', 'expires_month'],
  },
  member_languages: {
    table: 'member_languages',
    title: msg('Languages'),
    addLabel: msg('Add a language'),
    invite: msg('Add the languages you speak and how well.'),
    fields: [
      text('language', msg('Language'), 60, true),
      {
        name: 'proficiency',
        label: msg('Proficiency'),
        kind: 'select',
        max: 40,
        required: true,
        options: PROFICIENCIES.map((p) => ({ value: p, label: PROFICIENCY_LABELS[p] })),
      },
    ],
  },
}

const URL_RE = /^https?:\/\/\S+$/i
const MONTH_RE = /^\d{4}-\d{2}$/

/** The dialog's rules for a section: required fields, lengths, links, months, and an end not before the start. */
export function entrySchema(spec: SectionSpec) {
  const entries = spec.fields.map((f) => {
    const rules = [
      v.trim(),
      v.maxLength(f.max, () => t('Keep it under {max} characters.', { max: f.max })),
      ...(f.required ? [v.minLength(1, () => t('{field} is required.', { field: t(f.label) }))] : []),
      ...(f.kind === 'url'
        ? [v.check((s: string) => s === '' || URL_RE.test(s), () => t('Enter a link starting with https://'))]
        : []),
      ...(f.kind === 'month'
        ? [v.check((s: string) => s === '' || (MONTH_RE.test(s) && s >= '1950-01'), () => t('Choose a month.'))]
        : []),
    ]
    // valibot's pipe is typed per arity; the rules here all take and give a string.
    return [f.name, (v.pipe as unknown as (...a: unknown[]) => v.GenericSchema<string>)(v.string(), ...rules)] as const
  })
  const object = v.object(Object.fromEntries(entries))
  if (!spec.range) return object
  const [start, end] = spec.range
  return v.pipe(
    object,
    v.forward(
      v.check(
        (o: Record<string, string>) => !o[start] || !o[end] || o[end] >= o[start],
        () => t('The end cannot be before the start.'),
      ),
      [end] as never,
    ),
  )
}
