import { BadgeCheck } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'

export interface VerifiedPerson {
  verification_status?: string | null
  verified_by?: string | null
  verified_by_name?: string | null
}

/**
 * "Verified by <University>", the university's name linking to its profile. The one badge a verified
 * member carries everywhere they appear (profiles, post cards, applicant lists, discovery). Keep it
 * outside the member's own name link: a link cannot hold another.
 */
export function VerifiedBy({ person, className }: { person: VerifiedPerson; className?: string }) {
  if (person.verification_status !== 'verified') return null
  return (
    <span
      className={cn('inline-flex min-w-0 items-center gap-1 text-xs font-medium text-primary', className)}
      data-testid="verified-by"
    >
      <BadgeCheck className="size-4 shrink-0" aria-hidden="true" />
      {person.verified_by && person.verified_by_name ? (
        <span className="truncate" title={t('Verified by {name}', { name: person.verified_by_name })}>
          {t('Verified by')}{' '}
          <Link to={paths.profile(person.verified_by)} className="hover:underline">
            {person.verified_by_name}
          </Link>
        </span>
      ) : (
        <span>{t('Verified')}</span>
      )}
    </span>
  )
}
