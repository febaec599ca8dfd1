import { useQuery } from '@tanstack/react-query'
import { Timer } from 'lucide-react'
import {
  organisationResponsivenessQueryOptions,
  posterResponsivenessQueryOptions,
} from '@/data/responsiveness/responsiveness-queries'
import { t } from '@/lib/i18n'
import { medianPhrase, sharePhrase } from '@/lib/responsiveness'

/**
 * "Usually responds within 2 business days · 92% answered within 10 business days" for the organisation behind an
 * opportunity (its poster's), as an item of the opportunity's facts. Nothing until the figures are meaningful.
 */
export function PosterResponsivenessItem({ posterId }: { posterId: string }) {
  const { data } = useQuery(posterResponsivenessQueryOptions(posterId))
  if (!data) return null
  return (
    <li className="flex items-start gap-2">
      <Timer className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
      <span>
        {medianPhrase(data)} · {sharePhrase(data)}
      </span>
    </li>
  )
}

/** An organisation's responsiveness on its page, with what the figures are made of. */
export function OrganisationResponsiveness({ organisationId }: { organisationId: string }) {
  const { data } = useQuery(organisationResponsivenessQueryOptions(organisationId))
  if (!data) return null
  return (
    <section aria-labelledby="responsiveness-heading" className="rounded-lg border border-border p-3 sm:p-4">
      <h3 id="responsiveness-heading" className="flex items-center gap-2 font-semibold">
        <Timer className="size-4 text-primary" aria-hidden="true" /> {t('Responsiveness')}
      </h3>
      <p className="mt-1">
        <span className="sm:whitespace-nowrap">{medianPhrase(data)}</span> ·{' '}
        <span className="sm:whitespace-nowrap">{sharePhrase(data)}</span>
      </p>
      <p className="mt-1 text-sm text-muted">
        {t(
          'From {count} applications: the time from sending to a first answer, counted Monday to Friday in the organisation’s time zone.',
          { count: data.applications },
        )}
      </p>
    </section>
  )
}
