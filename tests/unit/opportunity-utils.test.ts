import { describe, expect, it } from 'vitest'
import { applicationSchema, resumeProblem } from '@/features/applications/application-form.schema'
import { applicantsCsv } from '@/features/applications/components/applicant-pipeline'
import {
  activeFilterCount,
  applyFilters,
  EMPTY_FILTERS,
  filtersFromParams,
} from '@/features/opportunities/filters.utils'
import { opportunityFormSchema, toFormValues, toInput } from '@/features/opportunities/opportunity-form.schema'
import { amountLabel, csvField, deadlineLabel } from '@/lib/opportunity-format'
import * as v from 'valibot'

describe('opportunity filters in the URL', () => {
  it('round-trip, keep unrelated params, and ignore junk', () => {
    const f = {
      ...EMPTY_FILTERS,
      query: 'data',
      types: ['job', 'internship'] as const,
      workModes: ['remote'] as const,
      paidOnly: true,
      minAmount: 1000,
      currency: 'EUR',
      closingWithinDays: 7,
      sort: 'closing' as const,
    }
    const params = applyFilters(new URLSearchParams('id=abc'), {
      ...f,
      types: [...f.types],
      workModes: [...f.workModes],
    })
    expect(params.get('id')).toBe('abc')
    expect(filtersFromParams(params)).toEqual({ ...f, types: ['job', 'internship'], workModes: ['remote'] })
    expect(activeFilterCount(filtersFromParams(params))).toBe(6)
    expect(filtersFromParams(new URLSearchParams('type=job,spaceship&min=lots&sort=random'))).toMatchObject({
      types: ['job'],
      minAmount: null,
      sort: 'newest',
    })
    expect(filtersFromParams(new URLSearchParams('min=10&cur=euros')).currency).toBe('USD')
  })
})

describe('formatting', () => {
  const now = Date.parse('2026-11-22T12:00:00Z')
  it('counts down to the deadline', () => {
    expect(deadlineLabel(null, now)).toEqual({ text: 'No deadline', urgent: false })
    expect(deadlineLabel('2026-11-22T11:00:00Z', now)).toEqual({ text: 'Closed', urgent: false })
    expect(deadlineLabel('2026-11-22T17:00:00Z', now)).toEqual({ text: 'Closes in 5 hours', urgent: true })
    expect(deadlineLabel('2026-11-24T12:00:00Z', now)).toEqual({ text: 'Closes in 2 days', urgent: true })
    expect(deadlineLabel('2026-12-22T12:00:00Z', now)).toEqual({ text: 'Closes in 30 days', urgent: false })
  })
  it('shows pay and CSV safely', () => {
    expect(amountLabel(false, null, null, 'USD')).toBe('Unpaid')
    expect(amountLabel(true, 1500, 2500, 'USD')).toBe('$1,500 – $2,500')
    expect(amountLabel(true, null, 3000, 'EUR')).toBe('Up to €3,000')
    expect(csvField('say "hi", ok')).toBe('"say ""hi"", ok"')
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  })
})

describe('posting form', () => {
  it('checks pay range, external link and choice options, and maps to the row', () => {
    const base = {
      ...toFormValues(null, 'Orbital'),
      title: 'Rover intern',
      description: 'Build rovers for twelve weeks with us.',
    }
    expect(v.safeParse(opportunityFormSchema, base).success).toBe(true)
    const bad = v.safeParse(opportunityFormSchema, {
      ...base,
      amount_min: '5000',
      amount_max: '100',
      apply_externally: true,
      external_url: 'careers',
      questions: [{ id: 'q', kind: 'choice', label: 'Start?', required: true, options: 'Now' }],
    })
    const messages = bad.issues?.map((i) => i.message) ?? []
    expect(messages).toEqual(
      expect.arrayContaining([
        'The maximum must be at least the minimum.',
        'Enter the full link where people apply, starting with https://',
        'A choice question needs at least two options, separated by commas.',
      ]),
    )
    const row = toInput(
      {
        ...base,
        tags: ['Climate'],
        questions: [{ id: 'q', kind: 'choice', label: 'Start?', required: true, options: 'Now, Later' }],
      },
      'open',
    )
    expect(row).toMatchObject({
      status: 'open',
      tags: ['climate'],
      external_url: null,
      questions: [{ id: 'q', kind: 'choice', options: ['Now', 'Later'] }],
      amount_period: null,
    })
    expect(toInput({ ...base, amount_min: '2500', amount_period: 'month' }, 'open')).toMatchObject({
      amount_min: 2500,
      amount_period: 'month',
    })
    // An unpaid posting keeps no period, whatever the hidden field held.
    expect(toInput({ ...base, is_paid: false, amount_period: 'year' }, 'open').amount_period).toBeNull()
  })
})

describe('application form', () => {
  const schema = applicationSchema([
    { id: 'why', kind: 'long', label: 'Why?', required: true },
    { id: 'visa', kind: 'yesno', label: 'Visa?', required: false },
  ])
  const ok = {
    fullName: 'Maya',
    email: 'maya@example.org',
    phone: '',
    coverLetter: '',
    resumeChoice: 'none',
    reusePath: '',
    answers: { why: 'Because', visa: '' },
  }
  it('requires the required answers only', () => {
    expect(v.safeParse(schema, ok).success).toBe(true)
    const missing = v.safeParse(schema, { ...ok, answers: { why: ' ', visa: '' } })
    expect(missing.issues?.map((i) => i.message)).toEqual(['This question needs an answer.'])
  })
  it('takes PDFs under 5 MB only', () => {
    expect(resumeProblem(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }))).toBeNull()
    expect(resumeProblem(new File(['x'], 'cv.docx', { type: 'application/msword' }))).toBe(
      'Upload your resume as a PDF.',
    )
    expect(resumeProblem(new File([new Uint8Array(6 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }))).toBe(
      'The resume must be under 5 MB.',
    )
  })
  it('exports applicants with their answers as CSV', () => {
    const csv = applicantsCsv(
      [
        {
          full_name: 'Maya',
          email: 'm@x.org',
          phone: null,
          status: 'shortlisted',
          created_at: '2026-11-20T10:00:00Z',
          resume_path: 'u/cv.pdf',
          cover_letter: 'Hi, team',
          answers: { why: 'Rovers' },
        } as never,
      ],
      [{ id: 'why', kind: 'long', label: 'Why?', required: true }],
    )
    expect(csv).toBe(
      'Name,Email,Phone,Status,Applied,Resume,Cover letter,Why?\r\nMaya,m@x.org,,Shortlisted,2026-11-20,cv.pdf,"Hi, team",Rovers\r\n',
    )
  })
})
