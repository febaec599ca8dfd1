import { useQuery } from '@tanstack/react-query'
import { CalendarSync, Copy } from 'lucide-react'
import { IconHeading } from '@/components/shared/icon-heading'
import { IconOnlyButton } from '@/components/shared/icon-only-button'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { useRevokeCalendarToken, useRotateCalendarToken } from '@/data/events/event-mutations'
import { calendarTokenQueryOptions } from '@/data/events/event-queries'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { errorMessage } from '@/lib/errors'

/** The member's private calendar feed: subscribe once in a phone calendar; replace or turn off the address here. */
export function CalendarFeed({ userId }: { userId: string }) {
  const token = useQuery(calendarTokenQueryOptions(userId))
  const rotate = useRotateCalendarToken(userId)
  const revoke = useRevokeCalendarToken(userId)
  const url = token.data ? `${window.location.origin}/api/calendar/${token.data.token}.ics` : null
  return (
    <Card className="space-y-3 p-4">
      <IconHeading icon={CalendarSync} title={t('Calendar feed')} iconClassName="size-5 text-primary" />
      <p className="text-sm text-muted">
        {t(
          'Subscribe to this private address in Google Calendar, Apple Calendar or Outlook: the events you are going to stay in sync, including changes and cancellations.',
        )}
      </p>
      {url ? (
        <>
          <div className="flex gap-2">
            <label className="min-w-0 flex-1">
              <span className="sr-only">{t('Calendar feed address')}</span>
              <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
            </label>
            <IconOnlyButton
              icon={Copy}
              variant="secondary"
              label={t('Copy the feed address')}
              onClick={() =>
                void navigator.clipboard.writeText(url).then(() => notify(t('Feed address copied'), 'success'))
              }
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="ghost"
              size="sm"
              isLoading={rotate.isPending}
              onClick={() =>
                rotate.mutate(undefined, {
                  onSuccess: () => void notify(t('New address made — the old one no longer works'), 'success'),
                })
              }
            >
              {t('Make a new address')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger"
              isLoading={revoke.isPending}
              onClick={() => revoke.mutate()}
            >
              {t('Turn off')}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" isLoading={rotate.isPending || token.isPending} onClick={() => rotate.mutate()}>
          {t('Get my calendar feed')}
        </Button>
      )}
      {(rotate.error ?? revoke.error ?? token.error) && (
        <p className="text-sm text-danger">{errorMessage(rotate.error ?? revoke.error ?? token.error)}</p>
      )}
    </Card>
  )
}
