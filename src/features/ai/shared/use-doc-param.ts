import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { aiDocumentsQueryOptions, type AiDocument } from '@/data/ai/ai-queries'
import type { AiTool } from '@/data/ai/types'

/** Opens `?doc=<id>` (a link from the hub) once the tool's saved documents are loaded. */
export function useDocParam(userId: string, tool: AiTool, open: (doc: AiDocument) => void) {
  const [params, setParams] = useSearchParams()
  const id = params.get('doc')
  const docs = useQuery({ ...aiDocumentsQueryOptions(userId, tool), enabled: !!id && !!userId })
  const opened = useRef<string | null>(null)
  useEffect(() => {
    if (!id || !docs.data || opened.current === id) return
    const doc = docs.data.find((d) => d.id === id)
    opened.current = id
    if (doc) open(doc)
    setParams(
      (p) => {
        p.delete('doc')
        return p
      },
      { replace: true },
    )
  }, [id, docs.data, open, setParams])
}
