import { useState } from 'react'
import { HiddenLabelField } from '@/components/shared/hidden-label-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Textarea } from '@/components/ui/textarea'
import { extractPdfText } from '@/data/ai/ai-api'
import type { SummaryResult } from '@/data/ai/types'
import { useAiRun } from '@/data/ai/use-ai-run'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { AnswerPanel, Chips } from '../shared/answer-panel'

/** A pasted text or an uploaded PDF, summarised with its key terms. */
export function SummaryCard({ userId }: { userId: string }) {
  const summary = useAiRun<SummaryResult>(userId)
  const [pasted, setPasted] = useState('')
  const [pdfState, setPdfState] = useState<{ text: string; tone: 'info' | 'danger' } | null>(null)

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

  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-semibold">{t('Summarise a text or a PDF')}</h2>
      <HiddenLabelField id="summary-text" label={t('Text to summarise')}>
        <Textarea
          rows={5}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          placeholder={t('Paste an abstract, an article or notes')}
        />
      </HiddenLabelField>
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
  )
}
