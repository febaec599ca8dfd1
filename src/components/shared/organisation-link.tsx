import { useQuery } from '@tanstack/react-query'
import { Building2, ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { OrganisationLogo } from '@/components/shared/organisation-logo'
import { paths } from '@/config/paths'
import { useAuth } from '@/data/auth/auth-context'
import { memberOrganisationQueryOptions } from '@/data/organisations/organisation-queries'
import { t } from '@/lib/i18n'

/**
 * A link to the page of the organisation `memberId` runs, or nothing (no organisation, or a guest, who cannot
 * read who represents what).
 */
export function OrganisationLink({ memberId }: { memberId: string }) {
  const signedIn = useAuth().user !== null
  const { data } = useQuery({ ...memberOrganisationQueryOptions(memberId), enabled: signedIn })
  if (!data) return null
  return (
    <Link
      to={paths.organisation(data.slug)}
      className="mt-2 flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm hover:bg-background"
    >
      {data.logo_url ? (
        <OrganisationLogo organisation={data} size="sm" />
      ) : (
        <Building2 className="size-4 text-muted" aria-hidden="true" />
      )}
      <span className="min-w-0 flex-1 truncate" title={data.name}>
        {t('{name} on Campus Network', { name: data.name })}
      </span>
      <span className="shrink-0 text-primary">{t('View page')}</span>
      <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden="true" />
    </Link>
  )
}
