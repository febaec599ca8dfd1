import { Building2, Check, Globe, MapPin, Pencil, Plus, Settings2, ShieldCheck, Users } from 'lucide-react'
import { Link } from 'react-router-dom'
import { OrganisationLogo } from '@/components/shared/organisation-logo'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import type { Organisation } from '@/data/organisations/organisation-types'
import { t } from '@/lib/i18n'
import { withNext } from '@/lib/next-path'
import { followerLabel, sizeLabel, websiteHost } from '../organisations.utils'
import { organisationKindLabel } from '@/lib/organisation-kinds'

export interface FollowState {
  following: boolean
  busy: boolean
  onToggle: () => void
}

/**
 * Logo, name, kind and facts, followers, and Follow (a guest is asked to join); its admins see Edit page instead
 * of Follow (their posts already reach its followers).
 */
export function OrganisationHeader({
  organisation: o,
  follow,
  role,
  editing,
  onEdit,
}: {
  organisation: Organisation
  /** Null for a guest. */
  follow: FollowState | null
  /** The reader's: 'loading' while their role is being read. */
  role: 'guest' | 'loading' | 'member' | 'admin'
  editing: boolean
  onEdit: () => void
}) {
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-start gap-4">
        <OrganisationLogo organisation={o} />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words">{o.name}</h1>
          <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-muted">
            <span className="inline-flex items-center gap-1">
              <Building2 className="size-4" aria-hidden="true" />
              {organisationKindLabel(o.kind)}
            </span>
            {o.sector && <span>· {o.sector}</span>}
            {o.organization_size && <span>· {sizeLabel(o.organization_size)}</span>}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {o.headquarters && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" /> {o.headquarters}
              </span>
            )}
            {o.website && (
              <a
                href={o.website}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary hover:underline"
              >
                <Globe className="size-4" aria-hidden="true" /> {websiteHost(o.website)}
              </a>
            )}
            <span className="inline-flex items-center gap-1" data-testid="follower-count">
              <Users className="size-4" aria-hidden="true" /> {followerLabel(o.follower_count)}
            </span>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {role === 'loading' ? (
          <Skeleton className="h-11 w-32 rounded-lg" />
        ) : role === 'admin' ? (
          <>
            {!editing && (
              <Button variant="secondary" onClick={onEdit}>
                <Pencil className="size-4" aria-hidden="true" /> {t('Edit page')}
              </Button>
            )}
            {o.kind !== 'university' && (
              <Link to={paths.organisationPipeline(o.slug)} className={buttonVariants({ variant: 'secondary' })}>
                <Settings2 className="size-4" aria-hidden="true" /> {t('Hiring pipeline')}
              </Link>
            )}
            <span className="inline-flex items-center gap-1 text-sm text-muted">
              <ShieldCheck className="size-4 text-success" aria-hidden="true" /> {t('You are an admin of this page')}
            </span>
          </>
        ) : follow === null ? (
          <Link to={withNext(paths.signupPrompt, paths.organisation(o.slug))} className={buttonVariants()}>
            <Plus className="size-4" aria-hidden="true" /> {t('Follow')}
          </Link>
        ) : (
          <Button
            variant={follow.following ? 'secondary' : 'primary'}
            aria-pressed={follow.following}
            isLoading={follow.busy}
            onClick={follow.onToggle}
          >
            {follow.following ? (
              <Check className="size-4 text-success" aria-hidden="true" />
            ) : (
              <Plus className="size-4" aria-hidden="true" />
            )}
            {follow.following ? t('Following') : t('Follow')}
          </Button>
        )}
      </div>
    </Card>
  )
}
