import { useState } from 'react'
import { RichText } from '@/components/shared/rich-text'
import { t } from '@/lib/i18n'

const CLAMP_AT = 420

/** The text of a post, folded after a few lines with "…see more". */
export function PostBody({ body }: { body: string }) {
  const [open, setOpen] = useState(false)
  if (!body) return null
  const long = body.length > CLAMP_AT
  return (
    <div className="mt-3">
      <RichText
        body={body}
        className={long && !open ? 'line-clamp-5 whitespace-pre-line' : 'whitespace-pre-line break-words'}
      />
      {long && (
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          className="mt-1 text-sm font-medium text-muted hover:underline"
        >
          {open ? t('See less') : t('…see more')}
        </button>
      )}
    </div>
  )
}
