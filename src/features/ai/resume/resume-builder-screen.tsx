import { useQuery } from '@tanstack/react-query'
import { Download, FileText, Plus, Save, Sparkles, Target, Trash2, Upload } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { LoadError } from '@/components/shared/load-error'
import { PageHeader } from '@/components/shared/page-header'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { paths } from '@/config/paths'
import { useOfferToProfile, useSaveAiDocument } from '@/data/ai/ai-mutations'
import { tailorTargetsQueryOptions, type AiDocument } from '@/data/ai/ai-queries'
import {
  BUILT_IN_ENGINE,
  type ResumeContent,
  type ResumeEntry,
  type RewriteResult,
  type TailorResult,
} from '@/data/ai/types'
import { useAiRun } from '@/data/ai/use-ai-run'
import { fullOwnProfileQueryOptions } from '@/data/profiles/profile-query'
import { uploadFile } from '@/data/storage/upload-file'
import { errorMessage } from '@/lib/errors'
import { fileSlug, saveFile } from '@/lib/save-file'
import { notify } from '@/lib/toast'
import { t } from '@/lib/i18n'
import { AnswerPanel, Chips, EngineBadge } from '../shared/answer-panel'
import { RecentDocuments } from '../shared/recent-documents'
import { useDocParam } from '../shared/use-doc-param'
import { emptyEntry, resumeToPdf, resumeToText, SECTIONS, TEMPLATES, type SectionKey } from './resume-format'
import { WithAside } from '@/components/shared/page-layouts'

type Profile = {
  name: string
  headline: string | null
  email: string | null
  location: string | null
  bio: string | null
  skills: string[] | null
  linkedin: string | null
  github: string | null
  website: string | null
  university: string | null
}

function fromProfile(p: Profile): ResumeContent {
  return {
    template: 'modern',
    name: p.name,
    headline: p.headline ?? '',
    email: p.email ?? '',
    location: p.location ?? '',
    links: [p.linkedin, p.github, p.website].filter((x): x is string => !!x),
    summary: p.bio ?? '',
    skills: p.skills ?? [],
    experience: [emptyEntry()],
    education: p.university ? [{ title: '', org: p.university, period: '', bullets: [''] }] : [emptyEntry()],
    projects: [],
    awards: [],
  }
}

/** /ai-resume-builder: from the profile to an ATS-friendly resume, bullets sharpened, tailored, exported. */
export function ResumeBuilderScreen({ userId }: { userId: string }) {
  const profile = useQuery(fullOwnProfileQueryOptions(userId))
  const [resume, setResume] = useState<ResumeContent | null>(null)
  const [docId, setDocId] = useState<string | null>(null)
  const [engine, setEngine] = useState(BUILT_IN_ENGINE)
  const save = useSaveAiDocument(userId)
  const offer = useOfferToProfile(userId, () => void profile.refetch())
  const open = useCallback((doc: AiDocument) => {
    setResume(doc.content as unknown as ResumeContent)
    setDocId(doc.id)
    setEngine(doc.engine)
  }, [])
  useDocParam(userId, 'resume', open)

  const current = resume ?? (profile.data ? fromProfile(profile.data as Profile) : null)
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
    <>
      <PageHeader
        title={t('AI Resume Builder')}
        description={t('Starts from your profile. Sharpen each bullet, tailor it to an opportunity here, export it.')}
      />
      <WithAside>
        <div className="min-w-0 space-y-4">
          <ResumeActions
            resume={current}
            onSave={() => void persist()}
            saving={save.isPending}
            onNew={() => {
              setResume(null)
              setDocId(null)
            }}
          />
          <Card className="space-y-3 p-4">
            <h2 className="font-semibold">{t('Template')}</h2>
            <div role="radiogroup" aria-label={t('Template')} className="grid gap-2 sm:grid-cols-3">
              {TEMPLATES.map((tpl) => (
                <label
                  key={tpl.value}
                  className="cursor-pointer rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                >
                  <input
                    type="radio"
                    name="template"
                    value={tpl.value}
                    checked={current.template === tpl.value}
                    onChange={() => set({ template: tpl.value })}
                    className="sr-only"
                  />
                  <span className="block font-medium">{t(tpl.label)}</span>
                  <span className="block text-xs text-muted">{t(tpl.hint)}</span>
                </label>
              ))}
            </div>
          </Card>
          <Card className="grid gap-3 p-4 sm:grid-cols-2">
            <h2 className="font-semibold sm:col-span-2">{t('About you')}</h2>
            <Field label={t('Name')} value={current.name} onChange={(name) => set({ name })} />
            <Field label={t('Headline')} value={current.headline} onChange={(headline) => set({ headline })} />
            <Field label={t('Email')} value={current.email} onChange={(email) => set({ email })} />
            <Field label={t('Location')} value={current.location} onChange={(location) => set({ location })} />
            <div className="sm:col-span-2">
              <Field
                label={t('Links (comma-separated)')}
                value={current.links.join(', ')}
                onChange={(v) =>
                  set({
                    links: v
                      .split(',')
                      .map((x) => x.trim())
                      .filter(Boolean),
                  })
                }
              />
            </div>
            <div className="space-y-1 sm:col-span-2">
              <label htmlFor="resume-summary" className="text-sm font-medium">
                {t('Summary')}
              </label>
              <Textarea
                id="resume-summary"
                rows={3}
                value={current.summary}
                onChange={(e) => set({ summary: e.target.value })}
              />
            </div>
            <div className="sm:col-span-2">
              <Field
                label={t('Skills (comma-separated)')}
                value={current.skills.join(', ')}
                onChange={(v) =>
                  set({
                    skills: v
                      .split(',')
                      .map((x) => x.trimStart())
                      .filter((x, i, a) => x || i === a.length - 1),
                  })
                }
              />
            </div>
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => offer.mutate({ skills: current.skills.map((s) => s.trim()).filter(Boolean) })}
                isLoading={offer.isPending}
              >
                {t('Add these skills to my profile')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => offer.mutate({ bio: current.summary })}
                disabled={!current.summary.trim()}
              >
                {t('Use the summary as my profile bio')}
              </Button>
            </div>
          </Card>
          {SECTIONS.map(([key, label]) => (
            <SectionEditor
              key={key}
              userId={userId}
              label={t(label)}
              entries={current[key]}
              onChange={(entries) => set({ [key]: entries } as Pick<ResumeContent, SectionKey>)}
              onEngine={setEngine}
            />
          ))}
          <Tailor userId={userId} resume={current} onAddSkills={(s) => set({ skills: [...current.skills, ...s] })} />
        </div>
        <aside>
          <RecentDocuments
            userId={userId}
            tool="resume"
            activeId={docId}
            onOpen={open}
            emptyText={t('Save a version to keep it, and export it whenever you apply.')}
          />
        </aside>
      </WithAside>
    </>
  )
}

function Field({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = `resume-${fileSlug(label)}`
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}

function ResumeActions({
  resume,
  onSave,
  saving,
  onNew,
}: {
  resume: ResumeContent
  onSave: () => void
  saving: boolean
  onNew: () => void
}) {
  const [busy, setBusy] = useState<'pdf' | 'apply' | null>(null)
  const name = `${fileSlug(resume.name)}-resume`
  const pdf = async () => new Blob([(await resumeToPdf(resume)) as BlobPart], { type: 'application/pdf' })
  const exportPdf = async () => {
    setBusy('pdf')
    try {
      saveFile(`${name}.pdf`, await pdf(), 'application/pdf')
    } catch (error) {
      notify(t('The PDF could not be made'), 'error', errorMessage(error))
    } finally {
      setBusy(null)
    }
  }
  const keepForApplying = async () => {
    setBusy('apply')
    try {
      await uploadFile('resumes', await pdf(), undefined, name)
      notify(t('Saved to your resumes'), 'success', t('When you apply, choose “Use a resume I sent before”.'))
    } catch (error) {
      notify(t('The resume was not uploaded'), 'error', errorMessage(error))
    } finally {
      setBusy(null)
    }
  }
  return (
    <Card className="flex flex-wrap items-center gap-2 p-3">
      <Button onClick={onSave} isLoading={saving}>
        <Save className="size-4" aria-hidden="true" /> {t('Save version')}
      </Button>
      <Button variant="secondary" onClick={() => void exportPdf()} isLoading={busy === 'pdf'}>
        <Download className="size-4" aria-hidden="true" /> {t('Export PDF')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => saveFile(`${name}.txt`, resumeToText(resume), 'text/plain;charset=utf-8')}
      >
        <FileText className="size-4" aria-hidden="true" /> {t('Export text')}
      </Button>
      <Button variant="secondary" onClick={() => void keepForApplying()} isLoading={busy === 'apply'}>
        <Upload className="size-4" aria-hidden="true" /> {t('Use as my resume when applying')}
      </Button>
      <Button variant="ghost" onClick={onNew}>
        {t('Start again from my profile')}
      </Button>
    </Card>
  )
}

function SectionEditor({
  userId,
  label,
  entries,
  onChange,
  onEngine,
}: {
  userId: string
  label: string
  entries: ResumeEntry[]
  onChange: (entries: ResumeEntry[]) => void
  onEngine: (engine: string) => void
}) {
  const rewrite = useAiRun<RewriteResult>(userId)
  const [target, setTarget] = useState<number | null>(null)
  const setEntry = (i: number, patch: Partial<ResumeEntry>) =>
    onChange(entries.map((e, j) => (j === i ? { ...e, ...patch } : e)))
  const improve = (i: number) => {
    const bullets = entries[i].bullets.map((b) => b.trim()).filter((b) => b.length >= 3)
    if (!bullets.length) return notify(t('Write a bullet first'), 'info', t('At least a few words about what you did.'))
    setTarget(i)
    void rewrite.run({ action: 'rewrite', bullets }).then((s) => s.engine && onEngine(s.engine))
  }
  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-semibold">{label}</h2>
      {entries.map((e, i) => (
        <div key={i} className="space-y-2 rounded-lg border border-border p-3">
          <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)]">
            <Input
              aria-label={t('{section} {number} title', { section: label, number: i + 1 })}
              placeholder={t('Title or degree')}
              value={e.title}
              onChange={(ev) => setEntry(i, { title: ev.target.value })}
            />
            <Input
              aria-label={t('{section} {number} organisation', { section: label, number: i + 1 })}
              placeholder={t('Organisation')}
              value={e.org}
              onChange={(ev) => setEntry(i, { org: ev.target.value })}
            />
            <Input
              aria-label={t('{section} {number} period', { section: label, number: i + 1 })}
              placeholder={t('2024 – 2025')}
              value={e.period}
              onChange={(ev) => setEntry(i, { period: ev.target.value })}
            />
          </div>
          <Textarea
            aria-label={t('{section} {number} bullets, one per line', { section: label, number: i + 1 })}
            placeholder={t('One bullet per line: what you did, and its result')}
            rows={Math.max(2, e.bullets.length)}
            value={e.bullets.join('\n')}
            onChange={(ev) => setEntry(i, { bullets: ev.target.value.split('\n') })}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => improve(i)}
              isLoading={rewrite.status === 'streaming' && target === i}
            >
              <Sparkles className="size-4" aria-hidden="true" /> {t('Improve bullets')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onChange(entries.filter((_, j) => j !== i))}>
              <Trash2 className="size-4" aria-hidden="true" /> {t('Remove')}
            </Button>
          </div>
          {target === i && rewrite.status !== 'idle' && (
            <div className="space-y-2">
              <AnswerPanel state={rewrite} title={t('Suggestions')} />
              {rewrite.status === 'done' &&
                rewrite.data?.bullets.map((b, bi) => (
                  <div key={bi} className="space-y-1 rounded-lg bg-background p-2">
                    <p className="text-sm text-muted">{t('Yours: {text}', { text: b.original })}</p>
                    <ul className="space-y-1">
                      {b.suggestions.map((s) => (
                        <li key={s} className="flex items-start justify-between gap-2">
                          <span className="text-sm">{s}</span>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t('Use: {text}', { text: s })}
                            onClick={() =>
                              setEntry(i, { bullets: e.bullets.map((x) => (x.trim() === b.original ? s : x)) })
                            }
                          >
                            {t('Use')}
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
            </div>
          )}
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...entries, emptyEntry()])}>
        <Plus className="size-4" aria-hidden="true" /> {t('Add to {section}', { section: label.toLowerCase() })}
      </Button>
    </Card>
  )
}

function Tailor({
  userId,
  resume,
  onAddSkills,
}: {
  userId: string
  resume: ResumeContent
  onAddSkills: (s: string[]) => void
}) {
  const [q, setQ] = useState('')
  const [picked, setPicked] = useState('')
  const targets = useQuery(tailorTargetsQueryOptions(q))
  const tailor = useAiRun<TailorResult>(userId)
  const text = useMemo(() => resumeToText(resume), [resume])
  return (
    <Card className="space-y-3 p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        <Target className="size-4" aria-hidden="true" /> {t('Tailor to an opportunity')}
      </h2>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <Input
          aria-label={t('Filter opportunities by title')}
          placeholder={t('Filter by title')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <select
          aria-label={t('Opportunity')}
          className="min-h-11 w-full min-w-0 rounded-lg border border-border bg-surface px-3"
          value={picked}
          onChange={(e) => setPicked(e.target.value)}
        >
          <option value="">{t('Choose an opportunity')}</option>
          {targets.data?.map((o) => (
            <option key={o.id} value={o.id}>
              {o.title} — {o.organization}
            </option>
          ))}
        </select>
        <Button
          onClick={() => void tailor.run({ action: 'tailor', opportunityId: picked, resumeText: text })}
          disabled={!picked || text.length < 20}
          isLoading={tailor.status === 'streaming'}
        >
          {t('Check match')}
        </Button>
      </div>
      {tailor.data && (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-2xl font-bold" data-testid="match-score">
              {tailor.data.score}%
            </p>
            <p className="text-sm text-muted">
              {t('keyword match with')}{' '}
              <Link className="text-primary underline" to={tailor.data.opportunity.href}>
                {tailor.data.opportunity.label}
              </Link>
            </p>
            <EngineBadge engine={tailor.engine} />
          </div>
          {tailor.data.matched.length > 0 && (
            <Chips items={tailor.data.matched} tone="good" label={t('Keywords you show')} />
          )}
          {tailor.data.missing.length > 0 && (
            <>
              <Chips items={tailor.data.missing} tone="bad" label={t('Missing skills')} />
              <Button variant="secondary" size="sm" onClick={() => onAddSkills(tailor.data!.missing)}>
                {t('Add the missing skills I have to this resume')}
              </Button>
            </>
          )}
          <Link to={paths.apply(tailor.data.opportunity.id)} className="block text-sm text-primary underline">
            {t('Apply to this opportunity')}
          </Link>
        </div>
      )}
      {tailor.text && <p className="whitespace-pre-wrap text-sm">{tailor.text}</p>}
      {tailor.status === 'error' && <p className="text-sm text-danger">{tailor.error}</p>}
    </Card>
  )
}
