import type { ReactNode } from 'react'
import { PageHeader } from '@/components/shared/page-header'
import { WithAside } from '@/components/shared/page-layouts'
import type { AiDocument } from '@/data/ai/ai-queries'
import type { AiTool } from '@/data/ai/types'
import { RecentDocuments } from './recent-documents'

/** Every AI tool's page: its header, its work in the main column, its saved documents beside it. */
export function AiToolLayout({
  userId,
  tool,
  title,
  description,
  activeId,
  onOpen,
  savedEmptyText,
  children,
}: {
  userId: string
  tool: AiTool
  title: string
  description: string
  activeId: string | null
  onOpen: (doc: AiDocument) => void
  savedEmptyText: string
  children: ReactNode
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <WithAside>
        <div className="min-w-0 space-y-4">{children}</div>
        <aside>
          <RecentDocuments userId={userId} tool={tool} activeId={activeId} onOpen={onOpen} emptyText={savedEmptyText} />
        </aside>
      </WithAside>
    </>
  )
}
