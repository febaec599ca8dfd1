import { Bot, Briefcase, CalendarDays, FileText, Rocket, User, Users } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import type { AiRunState } from '@/data/ai/use-ai-run'
import { BUILT_IN_ENGINE, type Citation } from '@/data/ai/types'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'

const ICONS = {
  opportunity: Briefcase,
  person: User,
  community: Users,
  event: CalendarDays,
  post: FileText,
  pitch: Rocket,
} as const

/** Which engine answered: "Built-in assistant" or the model's name. */
export function EngineBadge({ engine }: { engine: string | null | undefined }) {
  if (!engine) return null
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-medium text-primary">
      <Bot className="size-3.5" aria-hidden="true" />
      {engine === BUILT_IN_ENGINE ? t('Answered by the built-in assistant') : t('Answered by {engine}', { engine })}
    </span>
  )
}

/** The answer as it streams in, with its engine; errors in a sentence. */
export function AnswerPanel({ state, title }: { state: AiRunState<unknown>; title?: string }) {
  if (state.status === 'idle') return null
  return (
    <Card className="space-y-3 p-4" aria-busy={state.status === 'streaming'}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{title ?? t('Answer')}</h2>
        <EngineBadge engine={state.engine} />
      </div>
      {state.status === 'streaming' && !state.text && (
        <p className="flex items-center gap-2 text-muted">
          <Spinner className="size-4" /> {t('Gathering facts from the network…')}
        </p>
      )}
      {state.text && (
        <div className="whitespace-pre-wrap leading-relaxed" aria-live="polite" data-testid="ai-answer">
          {state.text}
        </div>
      )}
      {state.status === 'error' && <Alert>{state.error}</Alert>}
    </Card>
  )
}

/** Platform rows the answer is grounded in, each a link the member can open. */
export function CitationList({ title, items, empty }: { title: string; items: Citation[]; empty?: string }) {
  if (items.length === 0 && !empty) return null
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold text-muted">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="space-y-1.5">
          {items.map((c) => {
            const Icon = ICONS[c.kind]
            return (
              <li key={`${c.kind}-${c.id}`}>
                <Link to={c.href} className="group flex items-start gap-2 rounded-lg p-1.5 hover:bg-background">
                  <Icon className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block font-medium text-primary group-hover:underline">{c.label}</span>
                    {c.detail && <span className="block truncate text-sm text-muted">{c.detail}</span>}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** Several citation lists side by side, in the order given. */
export function CitationGrid({
  lists,
  className,
}: {
  lists: { title: string; items: Citation[]; empty?: string }[]
  className?: string
}) {
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {lists.map((list) => (
        <CitationList key={list.title} {...list} />
      ))}
    </div>
  )
}

/** A tag list (skills you have / lack, keywords). */
export function Chips({
  items,
  tone = 'neutral',
  label,
}: {
  items: string[]
  tone?: 'good' | 'bad' | 'neutral'
  label: string
}) {
  const colors = {
    good: 'bg-success/10 text-success',
    bad: 'bg-danger-soft text-danger',
    neutral: 'bg-background text-foreground border border-border',
  }
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((s) => (
        <li key={s} className={`rounded-full px-2.5 py-0.5 text-sm ${colors[tone]}`}>
          {s}
        </li>
      ))}
    </ul>
  )
}
