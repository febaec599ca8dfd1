import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { PersonRow } from '@/components/shared/person-row'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useDecideRepresentative } from '@/data/organisations/organisation-mutations'
import { representativesQueryOptions } from '@/data/organisations/organisation-queries'
import type { Representative } from '@/data/organisations/organisation-types'
import { t } from '@/lib/i18n'

/** The members who represent the organisation; to its admins, the requests waiting for approval. */
export function OrganisationPeople({
  organisationId,
  userId,
  isAdmin,
}: {
  organisationId: string
  userId: string
  isAdmin: boolean
}) {
  const query = useQuery(representativesQueryOptions(organisationId))
  const decide = useDecideRepresentative(organisationId)
  if (query.isPending) return <Skeleton className="h-40" />
  if (query.isError) return <LoadError what={t('People')} error={query.error} onRetry={() => void query.refetch()} />
  const visible = query.data.filter((r) => r.member)
  const admins = visible.filter((r) => r.role === 'admin')
  const pending = visible.filter((r) => r.role === 'pending')
  const busy = (r: Representative) => decide.isPending && decide.variables?.memberId === r.member_id
  return (
    <div className="space-y-4">
      {isAdmin && pending.length > 0 && (
        <Card className="p-4">
          <h2 className="font-semibold">{t('Requests to represent this organisation')}</h2>
          <ul>
            {pending.map((r) => (
              <li key={r.member_id}>
                <PersonRow
                  person={r.member!}
                  action={
                    <div className="flex shrink-0 gap-2">
                      <Button
                        size="sm"
                        isLoading={busy(r) && decide.variables?.approve}
                        onClick={() => decide.mutate({ memberId: r.member_id, approve: true })}
                      >
                        {t('Approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        isLoading={busy(r) && !decide.variables?.approve}
                        onClick={() => decide.mutate({ memberId: r.member_id, approve: false })}
                      >
                        {t('Decline')}
                      </Button>
                    </div>
                  }
                />
              </li>
            ))}
          </ul>
        </Card>
      )}
      {!isAdmin && pending.some((r) => r.member_id === userId) && (
        <Card className="p-4 text-sm">{t('Your request to represent this organisation is waiting for an admin.')}</Card>
      )}
      <Card className="p-4">
        <h2 className="font-semibold">{t('People who represent it')}</h2>
        {admins.length === 0 ? (
          <EmptyState icon={Users} title={t('Nobody represents it yet')} />
        ) : (
          <ul>
            {admins.map((r) => (
              <li key={r.member_id}>
                <PersonRow
                  person={r.member!}
                  detail={r.title ?? r.member!.headline ?? undefined}
                  action={
                    isAdmin &&
                    r.member_id !== userId && (
                      <Button
                        size="sm"
                        variant="ghost"
                        isLoading={busy(r)}
                        onClick={() => decide.mutate({ memberId: r.member_id, approve: false })}
                      >
                        {t('Remove')}
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
