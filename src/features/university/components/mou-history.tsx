import { History } from 'lucide-react'
import { IconHeading } from '@/components/shared/icon-heading'
import { RelativeTime } from '@/components/shared/relative-time'
import { Card } from '@/components/ui/card'
import type { MouEvent } from '@/data/university/university-types'
import { msg, t } from '@/lib/i18n'

// What follows the actor's name (or stands alone for `activated` and `expired`).
const SAID: Record<string, string> = {
  created: msg('drafted the MOU'),
  edited: msg('edited the terms'),
  party_added: msg('added a partner'),
  party_removed: msg('removed a partner'),
  version_uploaded: msg('uploaded a version'),
  proposed: msg('proposed it'),
  review_started: msg('started the review'),
  changes_requested: msg('asked for changes'),
  signed: msg('signed'),
  activated: msg('All parties signed: it is active'),
  rejected: msg('rejected it'),
  terminated: msg('terminated it'),
  expired: msg('It expired'),
}

/** Every change, oldest first, with who and when. */
export function MouHistory({ events }: { events: MouEvent[] }) {
  return (
    <Card className="p-4">
      <IconHeading icon={History} title={t('History')} />
      <ol className="mt-2 space-y-2 border-l border-border pl-3" aria-label={t('History')}>
        {events.map((e) => {
          const self = e.kind === 'activated' || e.kind === 'expired' || !e.actor
          return (
            <li key={e.id} className="text-sm" data-testid="mou-event">
              <p>
                {self ? (
                  <span>{t(SAID[e.kind] ?? e.kind)}</span>
                ) : (
                  <>
                    <span className="font-medium">{e.actor?.name}</span> {t(SAID[e.kind] ?? e.kind)}
                  </>
                )}
                {e.note && <span className="text-muted"> — {e.note}</span>}
              </p>
              <RelativeTime iso={e.created_at} className="text-xs text-muted" />
            </li>
          )
        })}
      </ol>
    </Card>
  )
}
