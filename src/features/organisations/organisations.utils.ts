import { msg, t } from '@/lib/i18n'

const KIND_LABELS = {
  company: msg('Company'),
  university: msg('University'),
  investor: msg('Investor'),
  philanthropy: msg('Philanthropy'),
} as const

export const kindLabel = (kind: string) => t(KIND_LABELS[kind as keyof typeof KIND_LABELS] ?? KIND_LABELS.company)

export const followerLabel = (count: number) => t('{count, plural, one {# follower} other {# followers}}', { count })

export const sizeLabel = (size: string) => t('{size} employees', { size })

/** The host of a website, for showing it ("northwind.example"). */
export function websiteHost(url: string) {
  try {
    return new URL(url).host.replace(/^www\./, '')
  } catch {
    return url
  }
}
