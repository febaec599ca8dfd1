import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { COMMENT_BODY_LIMIT } from '@/data/posts/post-types'
import { fromMarkup, toMarkup } from '../composer.utils'
import { MentionTextarea } from './mention-textarea'
import { t } from '@/lib/i18n'

/** Writes or edits a comment; Enter with Ctrl/⌘ sends. */
export function CommentForm({
  initial = '',
  label,
  submitLabel,
  isPending,
  autoFocus,
  onSubmit,
  onCancel,
}: {
  initial?: string
  label: string
  submitLabel: string
  isPending: boolean
  autoFocus?: boolean
  onSubmit: (body: string, reset: () => void) => void
  onCancel?: () => void
}) {
  const [start] = useState(() => fromMarkup(initial))
  const [text, setText] = useState(start.text)
  const [mentions, setMentions] = useState(start.picked)
  const reset = () => {
    setText('')
    setMentions(new Map())
  }
  const send = () => {
    if (text.trim() && text.length <= COMMENT_BODY_LIMIT) onSubmit(toMarkup(text.trim(), mentions), reset)
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        send()
      }}
      className="flex items-start gap-2"
    >
      <div className="min-w-0 flex-1">
        <MentionTextarea
          value={text}
          onChange={setText}
          onMention={(name, id) => setMentions((m) => new Map(m).set(name, id))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) send()
            if (e.key === 'Escape') onCancel?.()
          }}
          aria-label={label}
          placeholder={label}
          rows={1}
          maxLength={COMMENT_BODY_LIMIT}
          autoFocus={autoFocus}
          className="min-h-11 resize-y py-2.5 text-sm"
        />
      </div>
      {onCancel && (
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      )}
      <Button type="submit" size="sm" isLoading={isPending} disabled={!text.trim()}>
        {submitLabel}
      </Button>
    </form>
  )
}
