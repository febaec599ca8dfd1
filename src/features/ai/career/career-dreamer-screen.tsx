import { Lightbulb } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { CareerContent } from '@/data/ai/types'
import { useAiRun } from '@/data/ai/use-ai-run'
import { t } from '@/lib/i18n'
import { PromptForm } from '../shared/prompt-form'
import { PromptToolPage } from '../shared/prompt-tool-page'
import { usePromptTool } from '../shared/use-prompt-tool'
import { CareerPath } from './career-path'

const pathTitle = (content: CareerContent) => t('Path to {role}', { role: content.result.role })

/** /career-dreamer: a dream role → skills had and lacking, steps with time, who and what to apply to. */
export function CareerDreamerScreen({ userId }: { userId: string }) {
  const [role, setRole] = useState('')
  const tool = usePromptTool<CareerContent>(userId, 'career', pathTitle)
  const roles = useAiRun<{ roles: string[] }>(userId)
  const { opened, setOpened, persist } = tool

  const ask = (value: string) => {
    const r = value.trim()
    setRole(r)
    tool.ask({ action: 'career', role: r })
  }
  // A ticked step is saved at once once the path has been saved.
  const toggleStep = (index: number) => {
    if (!opened) return
    const result = opened.content.result
    const steps = result.steps.map((s, i) => (i === index ? { ...s, done: !s.done } : s))
    const next = { ...opened, content: { ...opened.content, result: { ...result, steps } } }
    setOpened(next)
    if (next.id) void persist(next)
  }

  return (
    <PromptToolPage
      state={tool}
      title={t('Career Dreamer')}
      description={t('Name a dream role: your path, from what the opportunities here ask for.')}
      prompt={
        <>
          <PromptForm
            label={t('Dream role')}
            placeholder={t('Dream role, e.g. Data Scientist')}
            min={2}
            tooShort={t('Name a role, at least {min} characters.', { min: 2 })}
            max={120}
            submitLabel={t('Show my path')}
            pending={tool.answer.status === 'streaming'}
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
        </>
      }
      streamingTitle={t('Path to {role}', { role })}
      heading={pathTitle}
      save={{ label: t('Save path'), toast: t('Path saved') }}
      empty={{
        icon: Lightbulb,
        title: t('Where do you want to be?'),
        text: t('Name a role and the assistant compares your profile with what open opportunities here ask for.'),
      }}
      savedEmptyText={t('Save a path to come back and tick off its steps.')}
    >
      {(opened) => <CareerPath result={opened.content.result} onToggleStep={toggleStep} />}
    </PromptToolPage>
  )
}
