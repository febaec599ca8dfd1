import { useQuery } from '@tanstack/react-query'
import { ImagePlus } from 'lucide-react'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { PersonAvatar, type PersonLike } from '@/components/shared/person-row'
import { RoundIconButton } from '@/components/shared/round-icon-button'
import { Card } from '@/components/ui/card'
import { draftQueryOptions } from '@/data/posts/post-drafts'
import { cn } from '@/lib/cn'
import { fromMarkup } from '../composer.utils'
import { t } from '@/lib/i18n'
import type { ComposerProps } from './composer'

const loadComposer = () => import('./composer')
const Composer = lazy(loadComposer)

/**
 * "Start a post": the full composer (mentions, images, upload) loads when the member reaches for it,
 * or at once when `/home?create=post` asks for it. A draft saved on any device is offered back here.
 */
export function ComposerLauncher({ me, autoFocusKey, community = null }: ComposerProps) {
  const [open, setOpen] = useState(false)
  const [focusKey, setFocusKey] = useState<string | null>(null)
  const { data: draft } = useQuery(draftQueryOptions(me.id, community?.id ?? null))
  if (open || autoFocusKey) {
    return (
      <Suspense fallback={<Placeholder me={me} />}>
        <Composer me={me} autoFocusKey={autoFocusKey ?? focusKey} community={community} />
      </Suspense>
    )
  }
  const start = () => {
    setFocusKey(String(Date.now()))
    setOpen(true)
  }
  const draftText = draft ? fromMarkup(draft.body).text.trim() : ''
  return (
    <Placeholder
      me={me}
      onStart={start}
      title={draft ? [t('Continue your draft'), draftText.slice(0, 300)].filter(Boolean).join(' · ') : undefined}
      label={
        draft ? (
          <>
            <span className="font-medium text-primary">{t('Continue your draft')}</span>
            {/* The draft's first words: after the call to action, cut by the button's width. */}
            {draftText && <span className="text-muted"> · {draftText.slice(0, 120)}</span>}
          </>
        ) : community ? (
          t('Post in {community}', { community: community.name })
        ) : undefined
      }
    />
  )
}

function Placeholder({
  me,
  onStart,
  label,
  title,
}: {
  me: PersonLike
  onStart?: () => void
  label?: ReactNode
  /** The whole label, when it may be cut to one line (a draft's first words). */
  title?: string
}) {
  return (
    <Card className="p-4">
      <div className="flex items-center gap-3" onPointerEnter={() => void loadComposer()}>
        <PersonAvatar person={me} />
        <button
          type="button"
          onClick={onStart}
          onFocus={() => void loadComposer()}
          title={title}
          className={cn(
            'min-h-11 min-w-0 flex-1 rounded-full border border-border px-4 text-left text-muted hover:bg-background',
            title && 'truncate',
          )}
        >
          {label ?? t('Start a post')}
        </button>
        <RoundIconButton
          icon={ImagePlus}
          label={t('Start a post with images')}
          onClick={onStart}
          className="text-primary hover:bg-background"
        />
      </div>
    </Card>
  )
}
