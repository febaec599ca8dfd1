import { Microscope, Save } from 'lucide-react'
import { useCallback, useState } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Textarea } from '@/components/ui/textarea'
import { extractPdfText } from '@/data/ai/ai-api'
import { useSaveAiDocument } from '@/data/ai/ai-mutations'
import type { AiDocument } from '@/data/ai/ai-queries'
import type { ResearchContent, ResearchResult, SummaryResult } from '@/data/ai/types'
import { useAiRun } from '@/data/ai/use-ai-run'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/toast'
import { AnswerPanel, Chips, CitationList, EngineBadge } from '../shared/answer-panel'
import { OutlineEditor } from '../shared/outline-editor'
import { PromptForm } from '../shared/prompt-form'
import { RecentDocuments } from '../shared/recent-documents'
import { useDocParam } from '../shared/use-doc-param'
import { t } from '@/lib/i18n'
import { WithAside } from '@/components/shared/page-layouts'

interface Opened {
  id: string | null
  engine: string
  content: ResearchContent
}

/** /ai-research: a topic → people and research opportunities here, posts, an editable outline; summaries. */
export function ResearchScreen({ userId }: { userId: string }) {
  const answer = useAiRun<ResearchResult>(userId)
  const summary = useAiRun<SummaryResult>(userId)
  const save = useSaveAiDocument(userId)
  const [opened, setOpened] = useState<Opened | null>(null)
  const [pasted, setPasted] = useState('')
  const [pdfState, setPdfState] = useState<{ text: string; tone: 'info' | 'danger' } | null>(null)

  const open = useCallback(
    (doc: AiDocument) => {
      answer.reset()
      setOpened({ id: doc.id, engine: doc.engine, content: doc.content as unknown as ResearchContent })
    },
    [answer],
  )
  useDocParam(userId, 'research', open)

  const onSubmit = (topic: string) => {
    setOpened(null)
    void answer.run({ action: 'research', topic }).then((s) => {
      if (s.status === 'done' && s.data)
        setOpened({ id: null, engine: s.engine ?? '', content: { result: s.data, narrative: s.text } })
    })
  }
  const summarise = (text: string) => {
    if (text.trim().length < 40)
      return setPdfState({
        text: t('Paste at least a paragraph ({min} characters) to summarise.', { min: 40 }),
        tone: 'danger',
      })
    setPdfState(null)
    void summary.run({ action: 'summarize', text: text.slice(0, 50_000) })
  }
  const onPdf = async (file: File | undefined) => {
    if (!file) return
    setPdfState({ text: t('Reading {file}…', { file: file.name }), tone: 'info' })
    try {
      const { text, pages } = await extractPdfText(file)
      setPasted(text)
      void summary.run({ action: 'summarize', text })
      setPdfState({
        text: t('{file}: {count, plural, one {# page} other {# pages}} read.', { file: file.name, count: pages }),
        tone: 'info',
      })
    } catch (error) {
      setPdfState({ text: errorMessage(error), tone: 'danger' })
    }
  }

  const result = opened?.content.result
  const persist = async () => {
    if (!opened) return
    const doc = await save.mutateAsync({
      id: opened.id,
      tool: 'research',
      title: t('Research: {topic}', { topic: opened.content.result.topic }).slice(0, 160),
      content: opened.content,
      engine: opened.engine,
    })
    setOpened({ ...opened, id: doc.id })
    notify(t('Outline saved'))
  }

  return (
    <>
      <PageHeader
        title={t('AI Research')}
        description={t('A topic or question: who works on it here, what is open, and a plan.')}
      />
      <WithAside>
        <div className="min-w-0 space-y-4">
          <Card className="p-4">
            <PromptForm
              label={t('Topic or question')}
              placeholder={t('Topic or question, e.g. machine learning for climate')}
              min={3}
              tooShort={t('Describe a topic or question, at least {min} characters.', { min: 3 })}
              max={500}
              submitLabel={t('Research')}
              pending={answer.status === 'streaming'}
              onSubmit={onSubmit}
            />
          </Card>

          {answer.status !== 'idle' && !opened && <AnswerPanel state={answer} title={t('Research brief')} />}

          {opened && result ? (
            <Card className="space-y-5 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold">{result.topic}</h2>
                <div className="flex items-center gap-2">
                  <EngineBadge engine={opened.engine} />
                  <Button size="sm" onClick={() => void persist()} isLoading={save.isPending}>
                    <Save className="size-4" aria-hidden="true" /> {opened.id ? t('Save changes') : t('Save outline')}
                  </Button>
                </div>
              </div>
              {opened.content.narrative && (
                <p className="whitespace-pre-wrap text-sm leading-relaxed">{opened.content.narrative}</p>
              )}
              <Chips items={result.keywords} label={t('Key terms')} />
              <div className="grid gap-4 sm:grid-cols-2">
                <CitationList
                  title={t('Professors and researchers')}
                  items={result.people}
                  empty={t('Nobody here lists this topic yet.')}
                />
                <CitationList
                  title={t('Research opportunities')}
                  items={result.opportunities}
                  empty={t('None open right now.')}
                />
                <CitationList title={t('Posts')} items={result.posts} />
              </div>
              <h3 className="font-semibold">{t('Outline')}</h3>
              <OutlineEditor
                label={t('Research outline')}
                sections={result.outline}
                onChange={(outline) =>
                  setOpened({ ...opened, content: { ...opened.content, result: { ...result, outline } } })
                }
              />
            </Card>
          ) : (
            answer.status === 'idle' && (
              <Card>
                <EmptyState icon={Microscope} title={t('What do you want to research?')}>
                  {t(
                    'Name a topic: the assistant finds professors and research opportunities here and drafts an outline.',
                  )}
                </EmptyState>
              </Card>
            )
          )}

          <Card className="space-y-3 p-4">
            <h2 className="font-semibold">{t('Summarise a text or a PDF')}</h2>
            <label htmlFor="summary-text" className="sr-only">
              {t('Text to summarise')}
            </label>
            <Textarea
              id="summary-text"
              rows={5}
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
              placeholder={t('Paste an abstract, an article or notes')}
            />
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="secondary" onClick={() => summarise(pasted)} isLoading={summary.status === 'streaming'}>
                {t('Summarise')}
              </Button>
              <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-border px-4 text-sm font-medium hover:bg-background focus-within:outline-2 focus-within:outline-primary">
                {t('Upload a PDF')}
                <input
                  type="file"
                  accept="application/pdf"
                  className="sr-only"
                  onChange={(e) => void onPdf(e.target.files?.[0])}
                />
              </label>
            </div>
            {pdfState && <Alert tone={pdfState.tone}>{pdfState.text}</Alert>}
            <AnswerPanel state={summary} title={t('Summary')} />
            {summary.data && summary.data.keywords.length > 0 && (
              <Chips items={summary.data.keywords} label={t('Summary key terms')} />
            )}
          </Card>
        </div>
        <aside>
          <RecentDocuments
            userId={userId}
            tool="research"
            activeId={opened?.id ?? null}
            onOpen={open}
            emptyText={t('Save an outline to keep editing it later.')}
          />
        </aside>
      </WithAside>
    </>
  )
}
