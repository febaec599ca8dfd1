import { Rocket, Save } from 'lucide-react'
import { useCallback, useState } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Textarea } from '@/components/ui/textarea'
import { paths } from '@/config/paths'
import { useSaveAiDocument } from '@/data/ai/ai-mutations'
import type { AiDocument } from '@/data/ai/ai-queries'
import { CANVAS_BOXES, type StartupContent, type StartupResult } from '@/data/ai/types'
import { useSavePitch } from '@/data/funding/pitch-mutations'
import { useAiRun } from '@/data/ai/use-ai-run'
import { notify } from '@/lib/toast'
import { AnswerPanel, CitationList, EngineBadge } from '../shared/answer-panel'
import { OutlineEditor } from '../shared/outline-editor'
import { PromptForm } from '../shared/prompt-form'
import { RecentDocuments } from '../shared/recent-documents'
import { useDocParam } from '../shared/use-doc-param'
import { msg, t } from '@/lib/i18n'
import { WithAside } from '@/components/shared/page-layouts'

/** The labels of CANVAS_BOXES (src/data/ai/types), marked for the catalog; shown with t(label). */
export const CANVAS_LABEL_IDS = [
  msg('Problem'),
  msg('Customer segments'),
  msg('Unique value proposition'),
  msg('Solution'),
  msg('Channels'),
  msg('Revenue streams'),
  msg('Cost structure'),
  msg('Key metrics'),
  msg('Unfair advantage'),
]

interface Opened {
  id: string | null
  engine: string
  content: StartupContent
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)

/** /ai-startup: an idea → lean canvas, pitch outline, similar pitches, investors and programs; a draft pitch. */
export function StartupScreen({ userId }: { userId: string }) {
  const answer = useAiRun<StartupResult>(userId)
  const save = useSaveAiDocument(userId)
  const savePitch = useSavePitch(userId)
  const [opened, setOpened] = useState<Opened | null>(null)

  const open = useCallback(
    (doc: AiDocument) => {
      answer.reset()
      setOpened({ id: doc.id, engine: doc.engine, content: doc.content as unknown as StartupContent })
    },
    [answer],
  )
  useDocParam(userId, 'startup', open)

  const onSubmit = (idea: string) => {
    setOpened(null)
    void answer.run({ action: 'startup', idea }).then((s) => {
      if (s.status === 'done' && s.data)
        setOpened({ id: null, engine: s.engine ?? '', content: { result: s.data, narrative: s.text } })
    })
  }

  const result = opened?.content.result
  const persist = async (content: StartupContent) => {
    if (!opened) return
    const doc = await save.mutateAsync({
      id: opened.id,
      tool: 'startup',
      title: t('Canvas: {name}', { name: content.result.name }),
      content,
      engine: opened.engine,
    })
    setOpened({ ...opened, id: doc.id, content })
  }
  const toPitch = async () => {
    if (!opened || !result) return
    const pitch = await savePitch.mutateAsync({
      id: null,
      deck: null,
      values: {
        name: cut(result.name, 100),
        one_liner: cut(result.canvas.uniqueValueProposition || result.idea, 160),
        problem: cut(result.canvas.problem, 4000),
        solution: cut(result.canvas.solution, 4000),
        sector: cut(result.sector, 60),
        stage: 'idea',
        status: 'draft',
      },
    })
    await persist({ ...opened.content, pitchId: pitch.id })
    notify(t('Draft pitch created'), 'success', t('Finish it on Funding before you publish it.'))
  }

  return (
    <>
      <PageHeader
        title={t('AI Startup')}
        description={t('An idea: a lean canvas, a pitch outline, and who here funds it.')}
      />
      <WithAside>
        <div className="min-w-0 space-y-4">
          <Card className="p-4">
            <PromptForm
              label={t('Your idea')}
              showLabel
              multiline
              placeholder={t('e.g. A tutoring marketplace that helps first-year students find peer tutors on campus.')}
              min={10}
              tooShort={t('Describe the idea in a sentence, at least {min} characters.', { min: 10 })}
              max={2000}
              submitLabel={t('Build the canvas')}
              pending={answer.status === 'streaming'}
              onSubmit={onSubmit}
            />
          </Card>

          {answer.status !== 'idle' && !opened && <AnswerPanel state={answer} title={t('Feedback')} />}

          {opened && result ? (
            <Card className="space-y-5 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold">{result.name}</h2>
                <div className="flex flex-wrap items-center gap-2">
                  <EngineBadge engine={opened.engine} />
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void persist(opened.content).then(() => notify(t('Canvas saved')))}
                    isLoading={save.isPending}
                  >
                    <Save className="size-4" aria-hidden="true" /> {opened.id ? t('Save changes') : t('Save canvas')}
                  </Button>
                  {opened.content.pitchId ? (
                    <Link to={paths.fundingPitch(opened.content.pitchId)} className={buttonVariants({ size: 'sm' })}>
                      {t('Open the draft pitch')}
                    </Link>
                  ) : (
                    <Button size="sm" onClick={() => void toPitch()} isLoading={savePitch.isPending}>
                      {t('Turn into a pitch')}
                    </Button>
                  )}
                </div>
              </div>
              {opened.content.narrative && (
                <p className="whitespace-pre-wrap text-sm leading-relaxed">{opened.content.narrative}</p>
              )}
              <section aria-label={t('Lean canvas')} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {CANVAS_BOXES.map(([key, label]) => (
                  <div key={key} className="space-y-1">
                    <label htmlFor={`canvas-${key}`} className="text-sm font-semibold">
                      {t(label)}
                    </label>
                    <Textarea
                      id={`canvas-${key}`}
                      rows={4}
                      value={result.canvas[key]}
                      onChange={(e) =>
                        setOpened({
                          ...opened,
                          content: {
                            ...opened.content,
                            result: { ...result, canvas: { ...result.canvas, [key]: e.target.value } },
                          },
                        })
                      }
                    />
                  </div>
                ))}
              </section>
              <h3 className="font-semibold">{t('Pitch outline')}</h3>
              <OutlineEditor
                label={t('Pitch outline')}
                sections={result.pitchOutline}
                onChange={(pitchOutline) =>
                  setOpened({ ...opened, content: { ...opened.content, result: { ...result, pitchOutline } } })
                }
              />
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                <CitationList
                  title={t('Similar pitches')}
                  items={result.similarPitches}
                  empty={t('None you can see yet.')}
                />
                <CitationList title={t('Investors')} items={result.investors} empty={t('No matching investor yet.')} />
                <CitationList title={t('Funding programs')} items={result.programs} empty={t('None open right now.')} />
              </div>
            </Card>
          ) : (
            answer.status === 'idle' && (
              <Card>
                <EmptyState icon={Rocket} title={t('What are you building?')}>
                  {t(
                    'Describe the idea: you get a lean canvas to edit, a pitch outline, and investors and programs here.',
                  )}
                </EmptyState>
              </Card>
            )
          )}
        </div>
        <aside>
          <RecentDocuments
            userId={userId}
            tool="startup"
            activeId={opened?.id ?? null}
            onOpen={open}
            emptyText={t('Save a canvas to keep working on it.')}
          />
        </aside>
      </WithAside>
    </>
  )
}
