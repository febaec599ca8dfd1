import { useQuery } from '@tanstack/react-query'
import { Target } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { IconHeading } from '@/components/shared/icon-heading'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { tailorTargetsQueryOptions } from '@/data/ai/ai-queries'
import type { ResumeContent, TailorResult } from '@/data/ai/types'
import { useAiRun } from '@/data/ai/use-ai-run'
import { t } from '@/lib/i18n'
import { Chips, EngineBadge } from '../shared/answer-panel'
import { resumeToText } from './resume-format'

/** The resume against one open opportunity: its keyword match, the skills it misses, a link to apply. */
export function TailorCard({
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
      <IconHeading icon={Target} title={t('Tailor to an opportunity')} />
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
