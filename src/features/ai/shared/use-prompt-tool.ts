import { useCallback, useState } from 'react'
import { useSaveAiDocument } from '@/data/ai/ai-mutations'
import type { AiDocument } from '@/data/ai/ai-queries'
import type { AiRequest, AiTool } from '@/data/ai/types'
import { useAiRun } from '@/data/ai/use-ai-run'
import { useDocParam } from './use-doc-param'

/** What a prompt tool saves: the engine's structured answer and the text written around it. */
export interface ToolContent {
  result: unknown
  narrative: string
}

/** The answer being worked on: `id` null until it is saved. */
export interface OpenedDocument<C extends ToolContent> {
  id: string | null
  engine: string
  content: C
}

/**
 * A tool that answers a prompt and keeps the answer as a document: ask (the streamed answer becomes the
 * opened document once done), open a saved one (also from `?doc=`), edit it, save it under `title`.
 */
export function usePromptTool<C extends ToolContent>(userId: string, tool: AiTool, title: (content: C) => string) {
  const answer = useAiRun<C['result']>(userId)
  const save = useSaveAiDocument(userId)
  const [opened, setOpened] = useState<OpenedDocument<C> | null>(null)
  const { reset } = answer

  const open = useCallback(
    (doc: AiDocument) => {
      reset()
      setOpened({ id: doc.id, engine: doc.engine, content: doc.content as unknown as C })
    },
    [reset],
  )
  useDocParam(userId, tool, open)

  const ask = (request: AiRequest) => {
    setOpened(null)
    void answer.run(request).then((s) => {
      if (s.status === 'done' && s.data)
        setOpened({ id: null, engine: s.engine ?? '', content: { result: s.data, narrative: s.text } as C })
    })
  }

  /** Saves `next` (a new document, or the one it was opened from) and keeps it opened with its id. */
  const persist = async (next: OpenedDocument<C>) => {
    const doc = await save.mutateAsync({
      id: next.id,
      tool,
      title: title(next.content),
      content: next.content,
      engine: next.engine,
    })
    setOpened({ ...next, id: doc.id })
    return doc
  }

  return { userId, tool, answer, opened, setOpened, open, ask, persist, saving: save.isPending }
}

export type PromptTool<C extends ToolContent> = ReturnType<typeof usePromptTool<C>>
