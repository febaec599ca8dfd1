import type { LucideIcon } from 'lucide-react'
import { Save } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { AiToolLayout } from './ai-tool-layout'
import { AnswerPanel, EngineBadge } from './answer-panel'
import type { OpenedDocument, PromptTool, ToolContent } from './use-prompt-tool'

/**
 * The page of a tool that answers a prompt (Career Dreamer, Research, Startup): the prompt, the answer as it
 * streams, then the answer as an editable document with its engine and a save button; before any prompt,
 * what the tool does; saved documents beside it.
 */
export function PromptToolPage<C extends ToolContent>({
  state,
  title,
  description,
  prompt,
  streamingTitle,
  heading,
  save,
  actions,
  children,
  empty,
  savedEmptyText,
  after,
}: {
  state: PromptTool<C>
  title: string
  description: string
  /** The prompt form and anything beside it, in the first card. */
  prompt: ReactNode
  /** The answer panel's title while the answer streams. */
  streamingTitle: string
  heading: (content: C) => string
  /** The save button: its label before the first save, the toast once saved, its variant. */
  save: { label: string; toast: string; variant?: 'primary' | 'secondary' }
  /** More buttons after save. */
  actions?: (opened: OpenedDocument<C>) => ReactNode
  /** The opened answer's own parts, below its narrative. */
  children: (opened: OpenedDocument<C>) => ReactNode
  empty: { icon: LucideIcon; title: string; text: string }
  savedEmptyText: string
  /** A card after the answer (Research's summariser). */
  after?: ReactNode
}) {
  const { userId, tool, answer, opened, open, persist, saving } = state
  return (
    <AiToolLayout
      userId={userId}
      tool={tool}
      title={title}
      description={description}
      activeId={opened?.id ?? null}
      onOpen={open}
      savedEmptyText={savedEmptyText}
    >
      <Card className="space-y-3 p-4">{prompt}</Card>

      {answer.status !== 'idle' && !opened && <AnswerPanel state={answer} title={streamingTitle} />}

      {opened ? (
        <Card className="space-y-5 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">{heading(opened.content)}</h2>
            <div className="flex flex-wrap items-center gap-2">
              <EngineBadge engine={opened.engine} />
              <Button
                size="sm"
                variant={save.variant}
                onClick={() => void persist(opened).then(() => notify(save.toast))}
                isLoading={saving}
              >
                <Save className="size-4" aria-hidden="true" /> {opened.id ? t('Save changes') : save.label}
              </Button>
              {actions?.(opened)}
            </div>
          </div>
          {opened.content.narrative && (
            <p className="whitespace-pre-wrap text-sm leading-relaxed">{opened.content.narrative}</p>
          )}
          {children(opened)}
        </Card>
      ) : (
        answer.status === 'idle' && (
          <Card>
            <EmptyState icon={empty.icon} title={empty.title}>
              {empty.text}
            </EmptyState>
          </Card>
        )
      )}
      {after}
    </AiToolLayout>
  )
}
