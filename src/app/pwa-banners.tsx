import { useSyncExternalStore } from 'react'
import { t } from '@/lib/i18n'
import { isOnline, pendingUpdate, subscribePwaStatus } from '@/lib/pwa-status'

/** "You're offline" while the device has no network, and the update prompt when a new version waits (every page). */
export function PwaBanners() {
  const online = useSyncExternalStore(subscribePwaStatus, isOnline)
  const update = useSyncExternalStore(subscribePwaStatus, pendingUpdate)
  return (
    <>
      {!online && (
        <div role="status" className="bg-foreground px-4 py-2 text-center text-sm text-background">
          {t('You’re offline. What you see may be out of date; changes need a connection.')}
        </div>
      )}
      {update && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-center gap-x-3 bg-primary-soft px-4 py-1 text-sm text-primary"
        >
          <span>{t('A new version is available')}</span>
          <button type="button" className="min-h-11 rounded-lg px-3 font-semibold underline" onClick={update}>
            {t('Reload')}
          </button>
        </div>
      )}
    </>
  )
}
