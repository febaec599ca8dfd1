import type { ReactNode } from 'react'
import { BackButton } from '@/components/shared/back-button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { OpportunityDetail } from '@/data/opportunities/opportunity-queries'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'

/** One opened opportunity above its list: back to the results, then loading, error, missing or the detail. */
export function OpenedOpportunity({
  query,
  onClose,
  missing,
  children,
}: {
  query: { data: OpportunityDetail | null | undefined; isPending: boolean; error: Error | null }
  onClose: () => void
  missing: ReactNode
  children: (opportunity: OpportunityDetail) => ReactNode
}) {
  return (
    <div className="space-y-3">
      <BackButton onClick={onClose}>{t('Back to results')}</BackButton>
      {query.isPending ? (
        <Skeleton className="h-96" />
      ) : query.error ? (
        <Card className="p-4 text-danger">
          {t('This opportunity could not load: {error}', { error: errorMessage(query.error) })}
        </Card>
      ) : !query.data ? (
        <Card>{missing}</Card>
      ) : (
        children(query.data)
      )}
    </div>
  )
}
