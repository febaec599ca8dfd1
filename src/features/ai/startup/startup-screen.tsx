import { Rocket } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { StartupContent } from '@/data/ai/types'
import { useSavePitch } from '@/data/funding/pitch-mutations'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { PromptForm } from '../shared/prompt-form'
import { PromptToolPage } from '../shared/prompt-tool-page'
import { usePromptTool, type OpenedDocument } from '../shared/use-prompt-tool'
import { StartupPlan } from './startup-plan'

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)
const canvasTitle = (content: StartupContent) => t('Canvas: {name}', { name: content.result.name })

/** /ai-startup: an idea → lean canvas, pitch outline, similar pitches, investors and programs; a draft pitch. */
export function StartupScreen({ userId }: { userId: string }) {
  const tool = usePromptTool<StartupContent>(userId, 'startup', canvasTitle)
  const savePitch = useSavePitch(userId)

  const toPitch = async (opened: OpenedDocument<StartupContent>) => {
    const result = opened.content.result
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
    await tool.persist({ ...opened, content: { ...opened.content, pitchId: pitch.id } })
    notify(t('Draft pitch created'), 'success', t('Finish it on Funding before you publish it.'))
  }

  return (
    <PromptToolPage
      state={tool}
      title={t('AI Startup')}
      description={t('An idea: a lean canvas, a pitch outline, and who here funds it.')}
      prompt={
        <PromptForm
          label={t('Your idea')}
          showLabel
          multiline
          placeholder={t('e.g. A tutoring marketplace that helps first-year students find peer tutors on campus.')}
          min={10}
          tooShort={t('Describe the idea in a sentence, at least {min} characters.', { min: 10 })}
          max={2000}
          submitLabel={t('Build the canvas')}
          pending={tool.answer.status === 'streaming'}
          onSubmit={(idea) => tool.ask({ action: 'startup', idea })}
        />
      }
      streamingTitle={t('Feedback')}
      heading={(content) => content.result.name}
      save={{ label: t('Save canvas'), toast: t('Canvas saved'), variant: 'secondary' }}
      actions={(opened) =>
        opened.content.pitchId ? (
          <Link to={paths.fundingPitch(opened.content.pitchId)} className={buttonVariants({ size: 'sm' })}>
            {t('Open the draft pitch')}
          </Link>
        ) : (
          <Button size="sm" onClick={() => void toPitch(opened)} isLoading={savePitch.isPending}>
            {t('Turn into a pitch')}
          </Button>
        )
      }
      empty={{
        icon: Rocket,
        title: t('What are you building?'),
        text: t('Describe the idea: you get a lean canvas to edit, a pitch outline, and investors and programs here.'),
      }}
      savedEmptyText={t('Save a canvas to keep working on it.')}
    >
      {(opened) => (
        <StartupPlan
          result={opened.content.result}
          onChange={(result) => tool.setOpened({ ...opened, content: { ...opened.content, result } })}
        />
      )}
    </PromptToolPage>
  )
}
