import { statusLabel } from '@/components/shared/application-status-badge'
import type { Applicant } from '@/data/opportunities/opportunity-queries'
import type { Question } from '@/data/opportunities/opportunity-types'
import { t } from '@/lib/i18n'
import { toCsv } from '@/lib/opportunity-format'

/** Builds the applicants' CSV: contact, status, resume file, cover letter and each answer. */
export function applicantsCsv(applicants: Applicant[], questions: Question[]): string {
  return toCsv([
    [
      t('Name'),
      t('Email'),
      t('Phone'),
      t('Status'),
      t('Applied'),
      t('Resume'),
      t('Cover letter'),
      ...questions.map((q) => q.label),
    ],
    ...applicants.map((a) => [
      a.full_name,
      a.email,
      a.phone ?? '',
      statusLabel(a.status),
      a.created_at.slice(0, 10),
      a.resume_path?.split('/').pop() ?? '',
      a.cover_letter ?? '',
      ...questions.map((q) => a.answers[q.id] ?? ''),
    ]),
  ])
}
