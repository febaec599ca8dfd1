import { Globe2, ImagePlus, Users } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { PersonAvatar, type PersonLike } from '@/components/shared/person-row'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ProgressBar } from '@/components/ui/progress-bar'
import type { PostDraft } from '@/data/posts/post-drafts'
import { uploadPostImage } from '@/data/posts/post-image-upload'
import { useCreatePost } from '@/data/posts/post-mutations'
import { DRAFT_BODY_LIMIT, POST_BODY_LIMIT, POST_MEDIA_LIMIT } from '@/data/posts/post-types'
import { cn } from '@/lib/cn'
import { errorMessage } from '@/lib/errors'
import { IMAGE_TYPES, mediaUrl } from '@/lib/media-url'
import { acceptImages, composerProblem, fromMarkup, toMarkup } from '../composer.utils'
import { useComposerDraft } from '../hooks/use-composer-draft'
import { AltTextReminder, DraftLine } from './composer-notes'
import { altFieldId, ComposerImages, type ComposerImage } from './composer-images'
import { MentionTextarea } from './mention-textarea'
import { t } from '@/lib/i18n'

export interface ComposerProps {
  me: PersonLike
  autoFocusKey?: string | null
  /** Posts into this community instead of the member's own audience. */
  community?: { id: string; name: string } | null
}

/**
 * Writes a post: text with @mentions and #hashtags, up to 4 images with alt text, public or associates-only.
 * What is written is kept as a draft on the server (see `useComposerDraft`), so it follows the member.
 */
export default function Composer({ me, autoFocusKey, community = null }: ComposerProps) {
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const area = useRef<HTMLDivElement>(null)
  const [text, setText] = useState('')
  const [mentions, setMentions] = useState(() => new Map<string, string>())
  const [images, setImages] = useState<ComposerImage[]>([])
  const [visibility, setVisibility] = useState<'public' | 'associates'>('public')
  const [pickProblem, setPickProblem] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  const [altReminded, setAltReminded] = useState(false)
  const create = useCreatePost(me.id)
  const objectUrls = useRef(new Set<string>())

  const uploaded = images.filter((i) => i.path !== null)
  const draft = useComposerDraft({
    userId: me.id,
    communityId: community?.id ?? null,
    content: {
      body: toMarkup(text, mentions).slice(0, DRAFT_BODY_LIMIT),
      media: uploaded.map((i) => i.path!),
      mediaAlt: uploaded.map((i) => i.alt),
      visibility,
    },
    pristine: !text && images.length === 0,
    onRestore: useCallback((d: PostDraft) => {
      const { text: restoredText, picked } = fromMarkup(d.body)
      setText(restoredText)
      setMentions(picked)
      setVisibility(d.visibility === 'associates' ? 'associates' : 'public')
      setImages(
        d.media.map((path, i) => ({
          key: path,
          path,
          preview: mediaUrl('post-media', path, 600),
          progress: 1,
          alt: d.media_alt[i] ?? '',
        })),
      )
    }, []),
  })

  useEffect(() => {
    if (!autoFocusKey) return
    area.current?.scrollIntoView({ block: 'center' })
    area.current?.querySelector('textarea')?.focus()
  }, [autoFocusKey])

  useEffect(() => {
    const urls = objectUrls.current
    return () => urls.forEach((u) => URL.revokeObjectURL(u))
  }, [])

  const problem = composerProblem(text, images.length)
  const over = text.length > POST_BODY_LIMIT
  const uploading = images.some((i) => i.path === null)
  const missingAlt = images.filter((i) => !i.alt.trim())
  const progress = uploading ? images.reduce((sum, i) => sum + i.progress, 0) / images.length : null

  const patchImage = (key: string, change: Partial<ComposerImage>) =>
    setImages((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)))

  const addFiles = (files: File[]) => {
    const { accepted, problem: p } = acceptImages(files, images.length)
    setPickProblem(p)
    const added = accepted.map((file) => {
      const preview = URL.createObjectURL(file)
      objectUrls.current.add(preview)
      return {
        file,
        image: { key: crypto.randomUUID(), path: null, preview, progress: 0, alt: '' } satisfies ComposerImage,
      }
    })
    setImages((list) => [...list, ...added.map((a) => a.image)])
    for (const { file, image } of added) {
      uploadPostImage(file, (f) => patchImage(image.key, { progress: f })).then(
        (path) => patchImage(image.key, { path, progress: 1 }),
        (error: unknown) => {
          setImages((list) => list.filter((i) => i.key !== image.key))
          setPickProblem(t('{name} was not uploaded: {reason}', { name: file.name, reason: errorMessage(error) }))
        },
      )
    }
  }

  const removeImage = (img: ComposerImage) => {
    setImages((list) => list.filter((x) => x !== img))
    // Only this composer used the file (a draft at most): it goes, so nothing is left behind in storage.
    if (img.path) void import('@/data/posts/post-drafts').then((m) => m.removeDraftMedia([img.path!]))
  }

  const reset = () => {
    setText('')
    setMentions(new Map())
    setImages([])
    setTouched(false)
    setPickProblem(null)
    setAltReminded(false)
  }

  const submit = async (skipAltReminder = false) => {
    setTouched(true)
    if (problem || uploading || create.isPending) return
    if (missingAlt.length && !altReminded && !skipAltReminder) {
      setAltReminded(true)
      return
    }
    await draft.settle()
    create.mutate(
      {
        body: toMarkup(text.trim(), mentions),
        visibility,
        media: images.map((i) => i.path!),
        mediaAlt: images.map((i) => i.alt),
        communityId: community?.id ?? null,
      },
      {
        onSuccess: () => {
          draft.markClean()
          reset()
        },
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
          <DraftLine
            status={draft.status}
            restoredAt={draft.restored?.updated_at ?? null}
            onRetry={draft.retry}
            onDiscard={() => {
              const paths = images.flatMap((i) => (i.path ? [i.path] : []))
              void draft.discard(paths).then(reset, () => undefined)
            }}
          />
          <ComposerImages
            composerId={id}
            images={images}
            disabled={create.isPending}
            onAlt={(key, alt) => patchImage(key, { alt })}
            onRemove={removeImage}
          />
          {progress !== null && <ProgressBar value={progress} label={t('Uploading images')} />}
          <p
            id={`${id}-problem`}
            role={touched && problem ? 'alert' : undefined}
            className="text-sm text-danger empty:hidden"
          >
            {pickProblem ?? (touched || over ? problem : null)}
          </p>
          {altReminded && missingAlt.length > 0 && (
            <AltTextReminder
              missing={missingAlt.map((img) => images.indexOf(img) + 1)}
              onAdd={() => document.getElementById(altFieldId(id, missingAlt[0]!.key))?.focus()}
              onPostAnyway={() => void submit(true)}
              pending={create.isPending}
            />
          )}
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
              <Button
                onClick={() => void submit()}
                isLoading={create.isPending}
                disabled={over || uploading}
                title={uploading ? t('Wait for the images to finish uploading') : undefined}
              >
                {t('Post')}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </Card>
  )
}
