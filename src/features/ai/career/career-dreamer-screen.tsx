import { Lightbulb, Save } from 'lucide-react'
import { useCallback, useState } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useSaveAiDocument } from '@/data/ai/ai-mutations'
import type { AiDocument } from '@/data/ai/ai-queries'
import type { CareerContent, CareerResult } from '@/data/ai/types'
import { useAiRun } from '@/data/ai/use-ai-run'
import { notify } from '@/lib/toast'
import { AnswerPanel, Chips, CitationList, EngineBadge } from '../shared/answer-panel'
import { PromptForm } from '../shared/prompt-form'
import { RecentDocuments } from '../shared/recent-documents'
import { useDocParam } from '../shared/use-doc-param'
import { t } from '@/lib/i18n'
import { WithAside } from '@/components/shared/page-layouts'

interface Opened {
  id: string | null
  engine: string
  content: CareerContent
}

/** /career-dreamer: a dream role → skills had and lacking, steps with time, who and what to apply to. */
export function CareerDreamerScreen({ userId }: { userId: string }) {
  const [role, setRole] = useState('')
  const answer = useAiRun<CareerResult>(userId)
  const roles = useAiRun<{ roles: string[] }>(userId)
  const save = useSaveAiDocument(userId)
  const [opened, setOpened] = useState<Opened | null>(null)

  const open = useCallback(
    (doc: AiDocument) => {
      answer.reset()
      setOpened({ id: doc.id, engine: doc.engine, content: doc.content as unknown as CareerContent })
    },
    [answer],
  )
  useDocParam(userId, 'career', open)

  const ask = (value: string) => {
    const r = value.trim()
    setRole(r)
    setOpened(null)
    void answer.run({ action: 'career', role: r }).then((s) => {
      if (s.status === 'done' && s.data)
        setOpened({ id: null, engine: s.engine ?? '', content: { result: s.data, narrative: s.text } })
    })
  }

  const result = opened?.content.result
  const persist = async (next: Opened) => {
    const doc = await save.mutateAsync({
      id: next.id,
      tool: 'career',
      title: t('Path to {role}', { role: next.content.result.role }),
      content: next.content,
      engine: next.engine,
    })
    setOpened({ ...next, id: doc.id })
    return doc
  }
  const toggleStep = (index: number) => {
    if (!opened || !result) return
    const steps = result.steps.map((s, i) => (i === index ? { ...s, done: !s.done } : s))
    const next = { ...opened, content: { ...opened.content, result: { ...result, steps } } }
    setOpened(next)
    if (next.id) void persist(next)
  }
  const done = result?.steps.filter((s) => s.done).length ?? 0

  return (
    <>
      <PageHeader
        title={t('Career Dreamer')}
        description={t('Name a dream role: your path, from what the opportunities here ask for.')}
      />
      <WithAside>
        <div className="min-w-0 space-y-4">
          <Card className="space-y-3 p-4">
            <PromptForm
              label={t('Dream role')}
              placeholder={t('Dream role, e.g. Data Scientist')}
              min={2}
              tooShort={t('Name a role, at least {min} characters.', { min: 2 })}
              max={120}
              submitLabel={t('Show my path')}
              pending={answer.status === 'streaming'}
              value={role}
              onSubmit={ask}
            />
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void roles.run({ action: 'career-roles' })}
                isLoading={roles.status === 'streaming'}
              >
                {t('Suggest roles from my skills')}
              </Button>
              {roles.data?.roles.map((r) => (
                <Button key={r} variant="ghost" size="sm" onClick={() => ask(r)}>
                  {r}
                </Button>
              ))}
              {roles.status === 'done' && roles.data?.roles.length === 0 && (
                <span className="text-sm text-muted">{t('Add skills to your profile to get suggestions.')}</span>
              )}
              {roles.status === 'error' && <span className="text-sm text-danger">{roles.error}</span>}
            </div>
          </Card>

          {answer.status !== 'idle' && !opened && <AnswerPanel state={answer} title={t('Path to {role}', { role })} />}

          {opened && result ? (
            <Card className="space-y-5 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold">{t('Path to {role}', { role: result.role })}</h2>
                <div className="flex items-center gap-2">
                  <EngineBadge engine={opened.engine} />
                  <Button
                    size="sm"
                    onClick={() => void persist(opened).then(() => notify(t('Path saved')))}
                    isLoading={save.isPending}
                  >
                    <Save className="size-4" aria-hidden="true" /> {opened.id ? t('Save changes') : t('Save path')}
                  </Button>
                </div>
              </div>
              {opened.content.narrative && (
                <p className="whitespace-pre-wrap text-sm leading-relaxed">{opened.content.narrative}</p>
              )}
              <p className="text-sm text-muted">
                {t(
                  'From {count, plural, one {# open opportunity} other {# open opportunities}} here that match this role.',
                  { count: result.sample },
                )}
              </p>
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="space-y-2">
                  <h3 className="text-sm font-semibold text-muted">{t('Skills you have')}</h3>
                  {result.have.length ? (
                    <Chips items={result.have} tone="good" label={t('Skills you have')} />
                  ) : (
                    <p className="text-sm text-muted">{t('None of the most asked-for yet.')}</p>
                  )}
                </div>
                <div className="space-y-2">
                  <h3 className="text-sm font-semibold text-muted">{t('Skills to learn')}</h3>
                  {result.lack.length ? (
                    <Chips items={result.lack} tone="bad" label={t('Skills to learn')} />
                  ) : (
                    <p className="text-sm text-muted">{t('You have them all.')}</p>
                  )}
                </div>
              </div>
              <section aria-label={t('Steps')} className="space-y-2">
                <h3 className="text-sm font-semibold text-muted">
                  {t('Steps · {done} of {total} done', { done, total: result.steps.length })}
                </h3>
                <ol className="space-y-2">
                  {result.steps.map((s, i) => (
                    <li key={`${i}-${s.title}`} className="flex gap-3 rounded-lg border border-border p-3">
                      <input
                        id={`step-${i}`}
                        type="checkbox"
                        className="mt-1 size-5 shrink-0"
                        checked={!!s.done}
                        onChange={() => toggleStep(i)}
                      />
                      <label htmlFor={`step-${i}`} className="min-w-0">
                        <span className={`block font-medium ${s.done ? 'text-muted line-through' : ''}`}>
                          {s.title} · {t('{count, plural, one {# week} other {# weeks}}', { count: s.weeks })}
                        </span>
                        <span className="block text-sm text-muted">{s.detail}</span>
                      </label>
                    </li>
                  ))}
                </ol>
              </section>
              <div className="grid gap-4 sm:grid-cols-2">
                <CitationList
                  title={t('Apply now')}
                  items={result.opportunities}
                  empty={t('No open opportunity matches yet.')}
                />
                <CitationList
                  title={t('People in this role')}
                  items={result.people}
                  empty={t('Nobody here lists this role yet.')}
                />
                <CitationList title={t('Communities')} items={result.communities} />
                <CitationList title={t('Events')} items={result.events} />
              </div>
            </Card>
          ) : (
            answer.status === 'idle' && (
              <Card>
                <EmptyState icon={Lightbulb} title={t('Where do you want to be?')}>
                  {t('Name a role and the assistant compares your profile with what open opportunities here ask for.')}
                </EmptyState>
              </Card>
            )
          )}
        </div>
        <aside>
          <RecentDocuments
            userId={userId}
            tool="career"
            activeId={opened?.id ?? null}
            onOpen={open}
            emptyText={t('Save a path to come back and tick off its steps.')}
          />
        </aside>
      </WithAside>
    </>
  )
}
