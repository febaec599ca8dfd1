import * as v from 'valibot'
import { t } from '@/lib/i18n'
import { phoneRule, textBetween, trimmedText } from '@/lib/form-rules'
import type { Question } from '@/data/opportunities/opportunity-types'

export const RESUME_MAX_MB = 5

/** The application form's rules, including the opportunity's own required questions. */
export function applicationSchema(questions: Question[]) {
  const answers = Object.fromEntries(
    questions.map((q) => {
      const max = q.kind === 'long' ? 3000 : 300
      const base = trimmedText(max, () => t('Keep this answer under {max} characters.', { max: max.toLocaleString() }))
      return [
        q.id,
        q.required
          ? v.pipe(
              base,
              v.minLength(1, () => t('This question needs an answer.')),
            )
          : base,
      ]
    }),
  )
  return v.object({
    fullName: textBetween(
      1,
      () => t('Enter your name.'),
      120,
      () => t('Use at most 120 characters.'),
    ),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, () => t('Enter your email address.')),
      v.email(() => t('Enter a valid email address, like name@example.com.')),
    ),
    phone: phoneRule,
    coverLetter: trimmedText(5000, () => t('Keep the cover letter under 5,000 characters.')),
    resumeChoice: v.pipe(
      v.string(),
      v.check((c) => ['none', 'upload', 'reuse'].includes(c)),
    ),
    reusePath: v.string(),
    answers: v.object(answers),
  })
}

export type ApplicationFormValues = {
  fullName: string
  email: string
  phone: string
  coverLetter: string
  resumeChoice: string
  reusePath: string
  answers: Record<string, string>
}

/** Why a picked file cannot be a resume, or null when it can. */
export function resumeProblem(file: File): string | null {
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf'))
    return t('Upload your resume as a PDF.')
  if (file.size > RESUME_MAX_MB * 1024 * 1024) return t('The resume must be under {size} MB.', { size: RESUME_MAX_MB })
  if (file.size === 0) return t('This file is empty.')
  return null
}
