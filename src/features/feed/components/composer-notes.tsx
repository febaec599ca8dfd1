import { Check, ImageOff } from 'lucide-react'
import { RelativeTime } from '@/components/shared/relative-time'
import { Button } from '@/components/ui/button'
import type { DraftStatus } from '../hooks/use-composer-draft'
import { t } from '@/lib/i18n'

/** Where the draft stands, said quietly under the text; a restored draft can be discarded from here. */
export function DraftLine({
  status,
  restoredAt,
  onRetry,
  onDiscard,
}: {
  status: DraftStatus
  restoredAt: string | null
  onRetry: () => void
  onDiscard: () => void
}) {
  if (status === 'idle' && !restoredAt) return null
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      {restoredAt && (
        <span>
          {t('Your draft from')} <RelativeTime iso={restoredAt} />
        </span>
      )}
      {status === 'saving' && <span>{t('Saving draft…')}</span>}
      {status === 'saved' && (
        <span className="inline-flex items-center gap-1">
          <Check className="size-4" aria-hidden="true" />
          {t('Draft saved')}
        </span>
      )}
      {status === 'failed' && (
        <span role="alert" className="inline-flex items-center gap-2 text-danger">
          {t('Draft not saved')}
          <Button variant="ghost" size="sm" onClick={onRetry}>
            {t('Try again')}
          </Button>
        </span>
      )}
      {(restoredAt || status === 'saved') && (
        <Button variant="ghost" size="sm" onClick={onDiscard} className="ml-auto">
          {t('Discard draft')}
        </Button>
      )}
    </div>
  )
}

/** Asked once before posting when some image has no alt text; posting stays one press away. */
export function AltTextReminder({
  missing,
  onAdd,
  onPostAnyway,
  pending,
}: {
  /** 1-based numbers of the images without alt text. */
  missing: number[]
  onAdd: () => void
  onPostAnyway: () => void
  pending: boolean
}) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-border bg-background p-3 text-sm">
      <ImageOff className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p>
          {missing.length === 1
            ? t(
                'Image {number} has no alt text. A short description lets people who use screen readers know what it shows.',
                { number: missing[0] },
              )
            : t(
                '{count} images have no alt text. A short description lets people who use screen readers know what they show.',
                { count: missing.length },
              )}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onAdd}>
            {t('Add alt text')}
          </Button>
          <Button size="sm" onClick={onPostAnyway} isLoading={pending}>
            {t('Post anyway')}
          </Button>
        </div>
      </div>
    </div>
  )
}
