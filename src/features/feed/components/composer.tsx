import { Globe2, ImagePlus, Users, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { PersonAvatar, type PersonLike } from '@/components/shared/person-row'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ProgressBar } from '@/components/ui/progress-bar'
import { useCreatePost } from '@/data/posts/post-mutations'
import { POST_BODY_LIMIT, POST_MEDIA_LIMIT } from '@/data/posts/post-types'
import { IMAGE_TYPES } from '@/lib/media-url'
import { cn } from '@/lib/cn'
import { acceptImages, composerProblem, toMarkup } from '../composer.utils'
import { MentionTextarea } from './mention-textarea'
import { t } from '@/lib/i18n'

interface Picked {
  file: File
  preview: string
}

export interface ComposerProps {
  me: PersonLike
  autoFocusKey?: string | null
  /** Posts into this community instead of the member's own audience. */
  community?: { id: string; name: string } | null
}

/** Writes a post: text with @mentions and #hashtags, up to 4 images, public or associates-only. */
export default function Composer({ me, autoFocusKey, community = null }: ComposerProps) {
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const area = useRef<HTMLDivElement>(null)
  const [text, setText] = useState('')
  const [mentions, setMentions] = useState(() => new Map<string, string>())
  const [images, setImages] = useState<Picked[]>([])
  const [visibility, setVisibility] = useState<'public' | 'associates'>('public')
  const [progress, setProgress] = useState<number | null>(null)
  const [pickProblem, setPickProblem] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  const create = useCreatePost(me.id)

  useEffect(() => {
    if (!autoFocusKey) return
    area.current?.scrollIntoView({ block: 'center' })
    area.current?.querySelector('textarea')?.focus()
  }, [autoFocusKey])

  useEffect(() => () => images.forEach((i) => URL.revokeObjectURL(i.preview)), [images])

  const problem = composerProblem(text, images.length)
  const over = text.length > POST_BODY_LIMIT

  const addFiles = (files: File[]) => {
    const { accepted, problem: p } = acceptImages(files, images.length)
    setPickProblem(p)
    setImages((list) => [...list, ...accepted.map((file) => ({ file, preview: URL.createObjectURL(file) }))])
  }

  const submit = async () => {
    setTouched(true)
    if (problem || create.isPending) return
    setProgress(images.length ? 0 : null)
    const { resizeImage } = await import('@/lib/image-resize')
    const resized = await Promise.all(images.map((i) => resizeImage(i.file, { maxWidth: 2048, maxHeight: 2048 })))
    create.mutate(
      {
        body: toMarkup(text.trim(), mentions),
        visibility,
        images: resized,
        onProgress: setProgress,
        communityId: community?.id ?? null,
      },
      {
        onSuccess: () => {
          setText('')
          setMentions(new Map())
          setImages([])
          setTouched(false)
          setPickProblem(null)
        },
        onSettled: () => setProgress(null),
      },
    )
  }

  return (
    <Card className="p-4">
      <div ref={area} className="flex gap-3">
        <span className="hidden shrink-0 sm:block">
          <PersonAvatar person={me} />
        </span>
        <div className="min-w-0 flex-1 space-y-3">
          <label htmlFor={id} className="sr-only">
            {t('What do you want to share?')}
          </label>
          <MentionTextarea
            id={id}
            value={text}
            onChange={setText}
            onMention={(name, personId) => setMentions((m) => new Map(m).set(name, personId))}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit()
            }}
            // Three lines: the placeholder wraps to three at 360 px and must not be cut.
            rows={text ? 4 : 3}
            placeholder={
              community
                ? t('Share with {community}… Use @ to mention people and # for topics', { community: community.name })
                : t('Share an update, an idea or a win… Use @ to mention people and # for topics')
            }
            aria-invalid={over || (touched && !!problem) ? true : undefined}
            aria-describedby={`${id}-count ${id}-problem`}
            className="resize-y"
          />
          {images.length > 0 && (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('Images to post')}>
              {images.map((img, i) => (
                <li
                  key={img.preview}
                  className="relative aspect-square overflow-hidden rounded-lg border border-border"
                >
                  <img
                    src={img.preview}
                    alt={`Image ${i + 1} of ${images.length}`}
                    className="size-full object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => setImages((list) => list.filter((x) => x !== img))}
                    disabled={create.isPending}
                    aria-label={t('Remove image {number}', { number: i + 1 })}
                    className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {progress !== null && <ProgressBar value={progress} label={t('Uploading images')} />}
          <p
            id={`${id}-problem`}
            role={touched && problem ? 'alert' : undefined}
            className="text-sm text-danger empty:hidden"
          >
            {pickProblem ?? (touched || over ? problem : null)}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-1">
              <input
                ref={fileInput}
                type="file"
                accept={IMAGE_TYPES.join(',')}
                multiple
                hidden
                onChange={(e) => {
                  addFiles([...(e.target.files ?? [])])
                  e.target.value = ''
                }}
              />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => fileInput.current?.click()}
                disabled={images.length >= POST_MEDIA_LIMIT || create.isPending}
              >
                <ImagePlus className="size-5 text-primary" aria-hidden="true" />
                {t('Images')}
              </Button>
              {!community && (
                <label className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm hover:bg-background">
                  {visibility === 'public' ? (
                    <Globe2 className="size-4 text-muted" aria-hidden="true" />
                  ) : (
                    <Users className="size-4 text-muted" aria-hidden="true" />
                  )}
                  <span className="sr-only">{t('Who can see this post')}</span>
                  <select
                    value={visibility}
                    onChange={(e) => setVisibility(e.target.value as 'public' | 'associates')}
                    className="bg-transparent py-2 font-medium"
                  >
                    <option value="public">{t('Anyone')}</option>
                    <option value="associates">{t('Associates only')}</option>
                  </select>
                </label>
              )}
            </div>
            <div className="ml-auto flex items-center gap-3">
              <span
                id={`${id}-count`}
                className={cn('text-sm tabular-nums text-muted', over && 'font-semibold text-danger')}
                aria-live="polite"
              >
                {text.length.toLocaleString()} / {POST_BODY_LIMIT.toLocaleString()}
              </span>
              <Button onClick={() => void submit()} isLoading={create.isPending} disabled={over}>
                {t('Post')}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </Card>
  )
}
