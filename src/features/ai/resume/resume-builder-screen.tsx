import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { LoadError } from '@/components/shared/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useSaveAiDocument } from '@/data/ai/ai-mutations'
import type { AiDocument } from '@/data/ai/ai-queries'
import { BUILT_IN_ENGINE, type ResumeContent } from '@/data/ai/types'
import { fullOwnProfileQueryOptions } from '@/data/profiles/profile-query'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { AiToolLayout } from '../shared/ai-tool-layout'
import { useDocParam } from '../shared/use-doc-param'
import { AboutYouCard } from './about-you-card'
import { EntrySectionEditor } from './entry-section-editor'
import { ResumeActions } from './resume-actions'
import { resumeFromProfile, SECTIONS, TEMPLATES, type ResumeProfile, type SectionKey } from './resume-format'
import { TailorCard } from './tailor-card'
import { TemplatePicker } from './template-picker'

/** /ai-resume-builder: from the profile to an ATS-friendly resume, bullets sharpened, tailored, exported. */
export function ResumeBuilderScreen({ userId }: { userId: string }) {
  const profile = useQuery(fullOwnProfileQueryOptions(userId))
  // null: not edited yet, so the resume follows the profile.
  const [resume, setResume] = useState<ResumeContent | null>(null)
  const [docId, setDocId] = useState<string | null>(null)
  const [engine, setEngine] = useState(BUILT_IN_ENGINE)
  const save = useSaveAiDocument(userId)
  const open = useCallback((doc: AiDocument) => {
    setResume(doc.content as unknown as ResumeContent)
    setDocId(doc.id)
    setEngine(doc.engine)
  }, [])
  useDocParam(userId, 'resume', open)

  const current = resume ?? (profile.data ? resumeFromProfile(profile.data as ResumeProfile) : null)
  if (profile.isPending && !resume) return <Skeleton className="h-96" />
  if (profile.isError && !resume)
    return <LoadError what={t('Your profile')} error={profile.error} onRetry={() => void profile.refetch()} />
  if (!current) return null
  const set = (patch: Partial<ResumeContent>) => setResume({ ...current, ...patch })

  const persist = async () => {
    const doc = await save.mutateAsync({
      id: docId,
      tool: 'resume',
      title: `${current.name} — ${current.headline || t('Resume')} (${t(TEMPLATES.find((tpl) => tpl.value === current.template)?.label ?? '')})`,
      content: current,
      engine,
    })
    setDocId(doc.id)
    notify(t('Resume version saved'))
  }

  return (
    <AiToolLayout
      userId={userId}
      tool="resume"
      title={t('AI Resume Builder')}
      description={t('Starts from your profile. Sharpen each bullet, tailor it to an opportunity here, export it.')}
      activeId={docId}
      onOpen={open}
      savedEmptyText={t('Save a version to keep it, and export it whenever you apply.')}
    >
      <ResumeActions
        resume={current}
        onSave={() => void persist()}
        saving={save.isPending}
        onNew={() => {
          setResume(null)
          setDocId(null)
        }}
      />
      <TemplatePicker value={current.template} onChange={(template) => set({ template })} />
      <AboutYouCard userId={userId} resume={current} onChange={set} onProfileUpdated={() => void profile.refetch()} />
      {SECTIONS.map(([key, label]) => (
        <EntrySectionEditor
          key={key}
          userId={userId}
          label={t(label)}
          entries={current[key]}
          onChange={(entries) => set({ [key]: entries } as Pick<ResumeContent, SectionKey>)}
          onEngine={setEngine}
        />
      ))}
      <TailorCard userId={userId} resume={current} onAddSkills={(s) => set({ skills: [...current.skills, ...s] })} />
    </AiToolLayout>
  )
}
