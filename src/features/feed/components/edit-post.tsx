import { useState } from 'react'
import { OptionSelect } from '@/components/shared/option-select'
import { Button } from '@/components/ui/button'
import { useUpdatePost } from '@/data/posts/post-mutations'
import { POST_BODY_LIMIT, type FeedPost } from '@/data/posts/post-types'
import { fromMarkup, toMarkup } from '../composer.utils'
import { MentionTextarea } from './mention-textarea'
import { t } from '@/lib/i18n'

/** Edits a post in place: text (mentions kept) and who can see it. */
export default function EditPost({ post, onDone }: { post: FeedPost; onDone: () => void }) {
  const [start] = useState(() => fromMarkup(post.body))
  const [text, setText] = useState(start.text)
  const [mentions, setMentions] = useState(start.picked)
  const [visibility, setVisibility] = useState(post.visibility)
  const update = useUpdatePost()
  const empty = !text.trim() && post.media.length === 0 && !post.repost_of
  const over = text.length > POST_BODY_LIMIT
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        e.preventDefault()
        if (empty || over) return
        update.mutate({ id: post.id, body: toMarkup(text.trim(), mentions), visibility }, { onSuccess: onDone })
      }}
    >
      <MentionTextarea
        value={text}
        onChange={setText}
        onMention={(name, id) => setMentions((m) => new Map(m).set(name, id))}
        aria-label={t('Edit your post')}
        rows={4}
        autoFocus
        aria-invalid={empty || over ? true : undefined}
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
      />
      {(empty || over) && (
        <p role="alert" className="text-sm text-danger">
          {over
            ? t('Posts can be up to {limit} characters', { limit: POST_BODY_LIMIT.toLocaleString() })
            : t('Write something or add an image')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm">
          <span className="sr-only">{t('Who can see this post')}</span>
          <OptionSelect
            value={visibility}
            onChange={setVisibility}
            className="px-2"
            options={[
              { value: 'public', label: t('Anyone') },
              { value: 'associates', label: t('Associates only') },
            ]}
          />
        </label>
        <span className="ml-auto" />
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <Button type="submit" size="sm" isLoading={update.isPending} disabled={empty || over}>
          {t('Save')}
        </Button>
      </div>
    </form>
  )
}
