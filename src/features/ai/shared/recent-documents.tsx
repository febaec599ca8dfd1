import { useQuery } from '@tanstack/react-query'
import { FileText, Trash2 } from 'lucide-react'
import { EmptyState } from '@/components/shared/empty-state'
import { IconOnlyButton } from '@/components/shared/icon-only-button'
import { LoadError } from '@/components/shared/load-error'
import { RelativeTime } from '@/components/shared/relative-time'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useDeleteAiDocument } from '@/data/ai/ai-mutations'
import { aiDocumentsQueryOptions, type AiDocument } from '@/data/ai/ai-queries'
import type { AiTool } from '@/data/ai/types'
import { t } from '@/lib/i18n'

/** The member's saved documents of one tool: open one to continue, or delete it. */
export function RecentDocuments({
  userId,
  tool,
  activeId,
  onOpen,
  emptyText,
}: {
  userId: string
  tool: AiTool
  activeId: string | null
  onOpen: (doc: AiDocument) => void
  emptyText: string
}) {
  const docs = useQuery(aiDocumentsQueryOptions(userId, tool))
  const remove = useDeleteAiDocument(userId)
  return (
    <Card className="space-y-2 p-4">
      <h2 className="font-semibold">{t('Saved')}</h2>
      {docs.isPending ? (
        <Skeleton className="h-16" />
      ) : docs.isError ? (
        <LoadError what={t('Your saved documents')} error={docs.error} onRetry={() => void docs.refetch()} />
      ) : docs.data.length === 0 ? (
        <EmptyState icon={FileText} title={t('Nothing saved yet')}>
          {emptyText}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border">
          {docs.data.map((d) => (
            <li key={d.id} className="flex items-center gap-2 py-1.5">
              <button
                type="button"
                onClick={() => onOpen(d)}
                aria-current={d.id === activeId ? 'true' : undefined}
                className="min-w-0 flex-1 rounded-lg p-1.5 text-left hover:bg-background aria-[current=true]:bg-primary-soft"
              >
                <span className="block truncate font-medium" title={d.title}>
                  {d.title}
                </span>
                <span className="block text-xs text-muted">
                  {t('Saved')} <RelativeTime iso={d.updated_at} /> · {d.engine}
                </span>
              </button>
              <IconOnlyButton
                icon={Trash2}
                label={t('Delete {title}', { title: d.title })}
                onClick={() => remove.mutate(d.id)}
                disabled={remove.isPending}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
