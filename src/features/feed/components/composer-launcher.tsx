import { ImagePlus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { PersonAvatar, type PersonLike } from '@/components/shared/person-row'
import { RoundIconButton } from '@/components/shared/round-icon-button'
import { Card } from '@/components/ui/card'
import { t } from '@/lib/i18n'
import type { ComposerProps } from './composer'

const loadComposer = () => import('./composer')
const Composer = lazy(loadComposer)

/**
 * "Start a post": the full composer (mentions, images, upload) loads when the member reaches for it,
 * or at once when `/home?create=post` asks for it.
 */
export function ComposerLauncher({ me, autoFocusKey, community = null }: ComposerProps) {
  const [open, setOpen] = useState(false)
  const [focusKey, setFocusKey] = useState<string | null>(null)
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
  return (
    <Placeholder
      me={me}
      onStart={start}
      label={community ? t('Post in {community}', { community: community.name }) : undefined}
    />
  )
}

function Placeholder({ me, onStart, label }: { me: PersonLike; onStart?: () => void; label?: string }) {
  return (
    <Card className="p-4">
      <div className="flex items-center gap-3" onPointerEnter={() => void loadComposer()}>
        <PersonAvatar person={me} />
        <button
          type="button"
          onClick={onStart}
          onFocus={() => void loadComposer()}
          className="min-h-11 flex-1 rounded-full border border-border px-4 text-left text-muted hover:bg-background"
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
