import { useQuery } from '@tanstack/react-query'
import { SearchX } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { softTab, TabBar } from '@/components/shared/tab-bar'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useToggleFollowOrganisation } from '@/data/organisations/organisation-mutations'
import {
  isFollowingQueryOptions,
  organisationQueryOptions,
  representativesQueryOptions,
} from '@/data/organisations/organisation-queries'
import type { Organisation } from '@/data/organisations/organisation-types'
import { usePageTitle } from '@/hooks/use-page-title'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { OrganisationAbout } from './components/organisation-about'
import { OrganisationEditForm } from './components/organisation-edit-form'
import { OrganisationHeader } from './components/organisation-header'
import { OrganisationLogoEditor } from './components/organisation-logo-editor'
import { OrganisationPeople } from './components/organisation-people'

type Tab = 'about' | 'jobs' | 'events' | 'people' | 'posts'

export interface OrganisationPanels {
  renderJobs: (organisation: Organisation) => ReactNode
  renderEvents: (organisation: Organisation) => ReactNode
  /** Absent for a guest (posts are for members). */
  renderPosts?: (organisation: Organisation) => ReactNode
}

/** /organisation/:slug — header, then About, Jobs, Events, People and Posts. `userId` is null for a guest. */
export function OrganisationScreen({
  slug,
  userId,
  ...panels
}: { slug: string; userId: string | null } & OrganisationPanels) {
  const query = useQuery(organisationQueryOptions(slug))
  usePageTitle(query.data?.name ?? t('Organisation'))
  if (query.isPending) return <Skeleton className="h-64" />
  if (query.isError)
    return <LoadError what={t('This organisation')} error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data)
    return (
      <Card>
        <EmptyState icon={SearchX} headingLevel={1} title={t('Organisation not found')}>
          {t('The address may be wrong, or the organisation is no longer on the network.')}
        </EmptyState>
      </Card>
    )
  return <Loaded organisation={query.data} userId={userId} {...panels} />
}

function Loaded({
  organisation: o,
  userId,
  renderJobs,
  renderEvents,
  renderPosts,
}: { organisation: Organisation; userId: string | null } & OrganisationPanels) {
  const [params, setParams] = useSearchParams()
  const [editing, setEditing] = useState(false)
  const people = useQuery({ ...representativesQueryOptions(o.id), enabled: userId !== null })
  const following = useQuery({ ...isFollowingQueryOptions(o.id, userId ?? ''), enabled: userId !== null })
  const toggle = useToggleFollowOrganisation(userId ?? '')
  const isAdmin = !!people.data?.some((r) => r.member_id === userId && r.role === 'admin')
  const tabs: Array<{ value: Tab; label: string }> = [
    { value: 'about', label: t('About') },
    { value: 'jobs', label: t('Jobs') },
    { value: 'events', label: t('Events') },
    ...(userId ? [{ value: 'people' as const, label: t('People') }] : []),
    ...(renderPosts ? [{ value: 'posts' as const, label: t('Posts') }] : []),
  ]
  const asked = params.get('tab') as Tab | null
  const tab: Tab = tabs.some((item) => item.value === asked) ? asked! : 'about'
  const follow = userId
    ? {
        following: following.data ?? false,
        busy: toggle.isPending || following.isPending,
        onToggle: () => toggle.mutate({ organisation: o, follow: !following.data }),
      }
    : null

  return (
    <div className="space-y-4">
      <OrganisationHeader
        organisation={o}
        follow={follow}
        role={userId === null ? 'guest' : people.isPending ? 'loading' : isAdmin ? 'admin' : 'member'}
        editing={editing}
        onEdit={() => setEditing(true)}
      />
      {editing && isAdmin ? (
        <>
          <OrganisationLogoEditor organisation={o} />
          <OrganisationEditForm organisation={o} onDone={() => setEditing(false)} />
        </>
      ) : (
        <>
          <TabBar
            label={t('Organisation')}
            tabs={tabs}
            selected={tab}
            onSelect={(value) => setParams((p) => (p.set('tab', value), p), { replace: true })}
            className="flex gap-1 overflow-x-auto rounded-lg border border-border bg-surface p-1"
            tabClassName={(on) =>
              cn(
                'inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap',
                softTab(on),
              )
            }
          />
          <div role="tabpanel" aria-label={tabs.find((item) => item.value === tab)?.label}>
            {tab === 'about' ? (
              <OrganisationAbout organisation={o} isAdmin={isAdmin} />
            ) : tab === 'jobs' ? (
              renderJobs(o)
            ) : tab === 'events' ? (
              renderEvents(o)
            ) : tab === 'people' && userId ? (
              <OrganisationPeople organisationId={o.id} userId={userId} isAdmin={isAdmin} />
            ) : (
              renderPosts?.(o)
            )}
          </div>
        </>
      )}
    </div>
  )
}
