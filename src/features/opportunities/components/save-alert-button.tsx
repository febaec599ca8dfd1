import { useQuery } from '@tanstack/react-query'
import { BellPlus, BellRing } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { alertFilters, alertsQueryOptions, searchSignature, useSaveAlert } from '@/data/opportunities/alerts'
import type { OpportunityFilters } from '@/data/opportunities/opportunity-types'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { suggestAlertName } from '../alert-name'

/**
 * One click saves the search on screen as an alert (a suggested name, a daily e-mail); once saved, the button
 * says so and leads to Saved → Alerts, where it is renamed, paused or given another frequency.
 */
export function SaveAlertButton({ userId, filters }: { userId: string; filters: OpportunityFilters }) {
  const alerts = useQuery(alertsQueryOptions(userId))
  const save = useSaveAlert(userId)
  const signature = searchSignature(filters)
  const existing = alerts.data?.find((a) => searchSignature(alertFilters(a)) === signature)

  if (existing) {
    return (
      <Link
        to={paths.savedAlerts}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        aria-label={t('Alert saved: {name}. Manage your alerts', { name: existing.name })}
      >
        <BellRing className="size-4 text-primary" aria-hidden="true" /> {t('Alert saved')}
      </Link>
    )
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      isLoading={save.isPending}
      disabled={alerts.isPending}
      onClick={() => {
        const name = suggestAlertName(filters)
        save.mutate(
          { filters, name, frequency: 'daily' },
          {
            onSuccess: () =>
              void notify(
                t('Alert saved: {name}', { name }),
                'success',
                t('We will tell you about new matches here and in a daily e-mail.'),
              ),
          },
        )
      }}
    >
      <BellPlus className="size-4" aria-hidden="true" /> {t('Save alert')}
    </Button>
  )
}
