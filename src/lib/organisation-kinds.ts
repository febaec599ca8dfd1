import { msg, t } from '@/lib/i18n'

const KIND_LABELS = {
  company: msg('Company'),
  university: msg('University'),
  investor: msg('Investor'),
  philanthropy: msg('Philanthropy'),
} as const

/** What an organisation is ("Company", "University"…), for its page and wherever it is listed. */
export const organisationKindLabel = (kind: string) =>
  t(KIND_LABELS[kind as keyof typeof KIND_LABELS] ?? KIND_LABELS.company)
