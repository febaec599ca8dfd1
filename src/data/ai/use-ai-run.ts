import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { errorMessage } from '@/lib/errors'
import { runAi } from './ai-api'
import { aiKeys } from './keys'
import type { AiRequest, Citation } from './types'

export interface AiRunState<T> {
  status: 'idle' | 'streaming' | 'done' | 'error'
  engine: string | null
  text: string
  citations: Citation[]
  data: T | null
  error: string | null
}

const IDLE: AiRunState<never> = { status: 'idle', engine: null, text: '', citations: [], data: null, error: null }

/** Runs one AI action and follows its stream: the text grows as it arrives; a new run cancels the last. */
export function useAiRun<T>(userId: string) {
  const qc = useQueryClient()
  const [state, setState] = useState<AiRunState<T>>(IDLE as AiRunState<T>)
  const current = useRef<AbortController | null>(null)

  const run = useCallback(
    async (request: AiRequest): Promise<AiRunState<T>> => {
      current.current?.abort()
      const controller = new AbortController()
      current.current = controller
      let next: AiRunState<T> = { ...(IDLE as AiRunState<T>), status: 'streaming' }
      setState(next)
      const update = (patch: Partial<AiRunState<T>>) => {
        next = { ...next, ...patch }
        if (!controller.signal.aborted) setState(next)
      }
      try {
        await runAi(
          request,
          (event) => {
            if (event.type === 'meta')
              update({ engine: event.engine, citations: event.citations, data: event.data as T })
            else if (event.type === 'text') update({ text: next.text + event.delta })
            else if (event.type === 'data') update({ data: event.data as T })
            else if (event.type === 'error') update({ status: 'error', error: event.message })
            else if (event.type === 'done') update({ status: 'done' })
          },
          controller.signal,
        )
        if (next.status === 'streaming') update({ status: 'done' })
      } catch (error) {
        if ((error as Error).name !== 'AbortError') update({ status: 'error', error: errorMessage(error) })
      }
      void qc.invalidateQueries({ queryKey: aiKeys.engine(userId) })
      return next
    },
    [qc, userId],
  )

  const reset = useCallback(() => {
    current.current?.abort()
    setState(IDLE as AiRunState<T>)
  }, [])

  return { ...state, run, reset, setData: (data: T) => setState((s) => ({ ...s, data })) }
}
