import { useQuery } from '@tanstack/react-query'
import { BellPlus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useMember } from '@/data/auth/auth-context'
import { alertsQueryOptions } from '@/data/opportunities/alerts'
import { t } from '@/lib/i18n'
import { AlertRow } from './components/alert-row'

/** /saved-alerts — the member's opportunity alerts, newest first: rename, frequency, pause, delete. */
export function SavedAlertsScreen({ header }: { header: ReactNode }) {
  const member = useMember()
  const { data, isPending, isError, error, refetch } = useQuery(alertsQueryOptions(member.id))
  return (
    <>
      {header}
      {isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label={t('Loading your alerts')}>
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : isError ? (
        <LoadError what={t('Your alerts')} error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Card>
          <EmptyState
            icon={BellPlus}
            title={t('No alerts yet')}
            actions={
              <Link to={paths.opportunities} className={buttonVariants()}>
                {t('Search opportunities')}
              </Link>
            }
          >
            {t(
              'Search opportunities, then choose “Save alert”: we tell you when a new one matches, here and by e-mail if you like.',
            )}
          </EmptyState>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label={t('Your alerts')}>
          {data.map((a) => (
            <li key={a.id}>
              <AlertRow alert={a} userId={member.id} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
