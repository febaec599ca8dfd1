import { t } from '@/lib/i18n'

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
