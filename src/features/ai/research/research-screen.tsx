import { Microscope } from 'lucide-react'
import type { ResearchContent } from '@/data/ai/types'
import { t } from '@/lib/i18n'
import { Chips, CitationGrid } from '../shared/answer-panel'
import { OutlineEditor } from '../shared/outline-editor'
import { PromptForm } from '../shared/prompt-form'
import { PromptToolPage } from '../shared/prompt-tool-page'
import { usePromptTool } from '../shared/use-prompt-tool'
import { SummaryCard } from './summary-card'

const outlineTitle = (content: ResearchContent) => t('Research: {topic}', { topic: content.result.topic }).slice(0, 160)

/** /ai-research: a topic → people and research opportunities here, posts, an editable outline; summaries. */
export function ResearchScreen({ userId }: { userId: string }) {
  const tool = usePromptTool<ResearchContent>(userId, 'research', outlineTitle)

  return (
    <PromptToolPage
      state={tool}
      title={t('AI Research')}
      description={t('A topic or question: who works on it here, what is open, and a plan.')}
      prompt={
        <PromptForm
          label={t('Topic or question')}
          placeholder={t('Topic or question, e.g. machine learning for climate')}
          min={3}
          tooShort={t('Describe a topic or question, at least {min} characters.', { min: 3 })}
          max={500}
          submitLabel={t('Research')}
          pending={tool.answer.status === 'streaming'}
          onSubmit={(topic) => tool.ask({ action: 'research', topic })}
        />
      }
      streamingTitle={t('Research brief')}
      heading={(content) => content.result.topic}
      save={{ label: t('Save outline'), toast: t('Outline saved') }}
      empty={{
        icon: Microscope,
        title: t('What do you want to research?'),
        text: t('Name a topic: the assistant finds professors and research opportunities here and drafts an outline.'),
      }}
      savedEmptyText={t('Save an outline to keep editing it later.')}
      after={<SummaryCard userId={userId} />}
    >
      {(opened) => {
        const result = opened.content.result
        return (
          <>
            <Chips items={result.keywords} label={t('Key terms')} />
            <CitationGrid
              lists={[
                {
                  title: t('Professors and researchers'),
                  items: result.people,
                  empty: t('Nobody here lists this topic yet.'),
                },
                { title: t('Research opportunities'), items: result.opportunities, empty: t('None open right now.') },
                { title: t('Posts'), items: result.posts },
              ]}
            />
            <h3 className="font-semibold">{t('Outline')}</h3>
            <OutlineEditor
              label={t('Research outline')}
              sections={result.outline}
              onChange={(outline) =>
                tool.setOpened({ ...opened, content: { ...opened.content, result: { ...result, outline } } })
              }
            />
          </>
        )
      }}
    </PromptToolPage>
  )
}
