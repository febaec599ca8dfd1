import { useState } from 'react'
import { OptionSelect } from '@/components/shared/option-select'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { useUpdatePost } from '@/data/posts/post-mutations'
import { ALT_TEXT_LIMIT, POST_BODY_LIMIT, type FeedPost } from '@/data/posts/post-types'
import { mediaUrl } from '@/lib/media-url'
import { fromMarkup, toMarkup } from '../composer.utils'
import { MentionTextarea } from './mention-textarea'
import { t } from '@/lib/i18n'

/** Edits a post in place: text (mentions kept), its images' alt text and who can see it. */
export default function EditPost({ post, onDone }: { post: FeedPost; onDone: () => void }) {
  const [start] = useState(() => fromMarkup(post.body))
  const [text, setText] = useState(start.text)
  const [mentions, setMentions] = useState(start.picked)
  const [visibility, setVisibility] = useState(post.visibility)
  const [alts, setAlts] = useState(() => post.media.map((_, i) => post.media_alt[i] ?? ''))
  const update = useUpdatePost()
  const empty = !text.trim() && post.media.length === 0 && !post.repost_of
  const over = text.length > POST_BODY_LIMIT
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        e.preventDefault()
        if (empty || over) return
        update.mutate(
          { id: post.id, body: toMarkup(text.trim(), mentions), visibility, mediaAlt: alts },
          { onSuccess: onDone },
        )
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
      {post.media.length > 0 && (
        <ul className="space-y-2" aria-label={t('Alt text of the images')}>
          {post.media.map((path, i) => (
            <li key={path} className="flex gap-3">
              <img
                src={mediaUrl('post-media', path, 600)}
                alt=""
                className="size-16 shrink-0 rounded-md object-cover"
              />
              <label className="min-w-0 flex-1 text-sm font-medium">
                {t('Alt text for image {number}', { number: i + 1 })}
                <Textarea
                  value={alts[i]}
                  onChange={(e) => setAlts((list) => list.map((a, j) => (j === i ? e.target.value : a)))}
                  maxLength={ALT_TEXT_LIMIT}
                  rows={2}
                  placeholder={t('Describe what the image shows for people who use screen readers')}
                  className="mt-1 resize-y text-sm font-normal"
                />
              </label>
            </li>
          ))}
        </ul>
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
