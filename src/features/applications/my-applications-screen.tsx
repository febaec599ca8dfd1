import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { PageHeader } from '@/components/shared/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useMember } from '@/data/auth/auth-context'
import { myApplicationsQueryOptions } from '@/data/opportunities/opportunity-queries'
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/data/opportunities/opportunity-types'
import { t } from '@/lib/i18n'
import { MyApplicationRow } from './components/my-application-row'
import { StatusFilter } from './components/status-filter'

/** /my-applications: every application the member sent, filtered by status. */
export function MyApplicationsScreen() {
  const member = useMember()
  const { data, isPending, isError, error, refetch } = useQuery(myApplicationsQueryOptions(member.id))
  const [filter, setFilter] = useState<ApplicationStatus | 'all'>('all')
  const list = (data ?? []).filter((a) => filter === 'all' || a.status === filter)
  const counts = new Map<string, number>()
  for (const a of data ?? []) counts.set(a.status, (counts.get(a.status) ?? 0) + 1)

  return (
    <>
      <PageHeader title={t('My Applications')} description={t('Applications you sent and where they stand.')} />
      {isPending ? (
        <Skeleton className="h-80" />
      ) : isError ? (
        <LoadError what={t('Your applications')} error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Card>
          <EmptyState
            icon={FileText}
            title={t('No applications yet')}
            actions={
              <Link to={paths.opportunities} className={buttonVariants()}>
                {t('Find opportunities')}
              </Link>
            }
          >
            {t('Applications you send appear here with their status and history.')}
          </EmptyState>
        </Card>
      ) : (
        <>
          <StatusFilter
            statuses={APPLICATION_STATUSES.filter((s) => counts.has(s.value))}
            value={filter}
            onChange={setFilter}
            total={data.length}
            counts={counts}
            className="mb-3"
          />
          <ul className="space-y-3">
            {list.map((a) => (
              <li key={a.id}>
                <MyApplicationRow application={a} userId={member.id} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
