import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  draftQueryOptions,
  useDeleteDraft,
  useSaveDraft,
  type DraftContent,
  type PostDraft,
} from '@/data/posts/post-drafts'

/** How long after the last keystroke the draft is saved. */
export const DRAFT_DEBOUNCE_MS = 1200

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed'

const EMPTY = JSON.stringify({ body: '', media: [], mediaAlt: [], visibility: 'public' } satisfies DraftContent)
const isEmpty = (c: DraftContent) => !c.body.trim() && c.media.length === 0

/**
 * Keeps the composer's draft on the server: offers the saved one back once (`onRestore`, when the composer
 * is still empty), saves a short while after typing stops, when the page is hidden and when the composer
 * closes, and deletes it when the composer is emptied. `settle()` before publishing, `markClean()` after.
 */
export function useComposerDraft({
  userId,
  communityId,
  content,
  pristine,
  onRestore,
}: {
  userId: string
  communityId: string | null
  content: DraftContent
  /** Nothing typed or picked yet: a saved draft may fill the composer. */
  pristine: boolean
  onRestore: (draft: PostDraft) => void
}) {
  const draft = useQuery(draftQueryOptions(userId, communityId))
  const save = useSaveDraft(userId, communityId)
  const remove = useDeleteDraft(userId, communityId)
  const [status, setStatus] = useState<DraftStatus>('idle')
  const [restored, setRestored] = useState<PostDraft | null>(null)
  const offered = useRef(false)
  // What the server holds, as the snapshot the composer would send.
  const stored = useRef<string | null>(null)
  const latest = useRef(content)
  latest.current = content
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const inFlight = useRef<Promise<unknown> | null>(null)
  const snapshot = JSON.stringify(content)

  useEffect(() => {
    if (offered.current || !draft.isSuccess) return
    offered.current = true
    const d = draft.data
    if (!d) {
      stored.current = EMPTY
      return
    }
    const asContent: DraftContent = {
      body: d.body,
      media: d.media,
      mediaAlt: d.media_alt,
      visibility: d.visibility === 'associates' ? 'associates' : 'public',
    }
    stored.current = JSON.stringify(asContent)
    if (pristine && !isEmpty(asContent)) {
      setRestored(d)
      onRestore(d)
    }
  }, [draft.isSuccess, draft.data, pristine, onRestore])

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = undefined
    const c = latest.current
    const next = JSON.stringify(c)
    // Until the saved draft is known, an empty composer must not delete it.
    if (stored.current === null && isEmpty(c)) return
    if (next === stored.current) return
    const wasStored = stored.current
    stored.current = next
    setStatus('saving')
    const request = isEmpty(c) && wasStored !== null ? remove.mutateAsync({}) : save.mutateAsync(c)
    inFlight.current = request
    request.then(
      () => setStatus(isEmpty(c) ? 'idle' : 'saved'),
      () => {
        stored.current = wasStored
        setStatus('failed')
      },
    )
  }, [remove, save])
  const flushRef = useRef(flush)
  flushRef.current = flush

  useEffect(() => {
    if (stored.current === snapshot || (stored.current === null && !draft.isFetched)) return
    clearTimeout(timer.current)
    timer.current = setTimeout(() => flushRef.current(), DRAFT_DEBOUNCE_MS)
  }, [snapshot, draft.isFetched])

  // Leaving the page or closing the composer saves what is pending at once.
  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && timer.current && flushRef.current()
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', onHide)
    return () => {
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', onHide)
      if (timer.current) flushRef.current()
    }
  }, [])

  return {
    status,
    /** The draft that filled the composer when it opened, until it is discarded or published. */
    restored,
    retry: flush,
    /** Stops a pending save and waits for one under way: a save landing after the post would bring the draft back. */
    settle: async () => {
      clearTimeout(timer.current)
      timer.current = undefined
      await inFlight.current?.catch(() => undefined)
    },
    /** After publishing: the database has ended the draft, and the emptied composer has nothing to save. */
    markClean: () => {
      stored.current = EMPTY
      setRestored(null)
      setStatus('idle')
    },
    /** Empties the saved draft and removes its images' files (no post uses them). */
    discard: async (mediaPaths: string[]) => {
      clearTimeout(timer.current)
      timer.current = undefined
      await inFlight.current?.catch(() => undefined)
      await remove.mutateAsync({ removeMedia: mediaPaths })
      stored.current = EMPTY
      setRestored(null)
      setStatus('idle')
    },
  }
}
