import { History } from 'lucide-react'
import { RelativeTime } from '@/components/shared/relative-time'
import { Card } from '@/components/ui/card'
import type { MouEvent } from '@/data/university/university-types'

const SAID: Record<string, string> = {
  created: 'drafted the MOU',
  edited: 'edited the terms',
  party_added: 'added a partner',
  party_removed: 'removed a partner',
  version_uploaded: 'uploaded a version',
  proposed: 'proposed it',
  review_started: 'started the review',
  changes_requested: 'asked for changes',
  signed: 'signed',
  activated: 'All parties signed: it is active',
  rejected: 'rejected it',
  terminated: 'terminated it',
  expired: 'It expired',
}

/** Every change, oldest first, with who and when. */
export function MouHistory({ events }: { events: MouEvent[] }) {
  return (
    <Card className="p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        <History className="size-4" aria-hidden="true" /> History
      </h2>
      <ol className="mt-2 space-y-2 border-l border-border pl-3" aria-label="History">
        {events.map((e) => {
          const self = e.kind === 'activated' || e.kind === 'expired' || !e.actor
          return (
            <li key={e.id} className="text-sm" data-testid="mou-event">
              <p>
                {self ? (
                  <span>{SAID[e.kind] ?? e.kind}</span>
                ) : (
                  <>
                    <span className="font-medium">{e.actor?.name}</span> {SAID[e.kind] ?? e.kind}
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
