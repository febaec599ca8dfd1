import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useOfferToProfile } from '@/data/ai/ai-mutations'
import type { ResumeContent } from '@/data/ai/types'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { fileSlug } from '@/lib/save-file'

const splitLinks = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
// Keeps a trailing empty item, so that a comma just typed stays in the field.
const splitSkills = (v: string) =>
  v
    .split(',')
    .map((x) => x.trimStart())
    .filter((x, i, a) => x || i === a.length - 1)

/** The resume's head: name, contact, links, summary and skills; skills and summary can go back to the profile. */
export function AboutYouCard({
  userId,
  resume,
  onChange,
  onProfileUpdated,
}: {
  userId: string
  resume: ResumeContent
  onChange: (patch: Partial<ResumeContent>) => void
  onProfileUpdated: () => void
}) {
  const offer = useOfferToProfile(userId, onProfileUpdated)
  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-2">
      <h2 className="font-semibold sm:col-span-2">{t('About you')}</h2>
      <Field label={t('Name')} value={resume.name} onChange={(name) => onChange({ name })} />
      <Field label={t('Headline')} value={resume.headline} onChange={(headline) => onChange({ headline })} />
      <Field label={t('Email')} value={resume.email} onChange={(email) => onChange({ email })} />
      <Field label={t('Location')} value={resume.location} onChange={(location) => onChange({ location })} />
      <Field
        className="sm:col-span-2"
        label={t('Links (comma-separated)')}
        value={resume.links.join(', ')}
        onChange={(v) => onChange({ links: splitLinks(v) })}
      />
      <Field
        className="sm:col-span-2"
        label={t('Summary')}
        value={resume.summary}
        onChange={(summary) => onChange({ summary })}
        multiline
      />
      <Field
        className="sm:col-span-2"
        label={t('Skills (comma-separated)')}
        value={resume.skills.join(', ')}
        onChange={(v) => onChange({ skills: splitSkills(v) })}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => offer.mutate({ skills: resume.skills.map((s) => s.trim()).filter(Boolean) })}
          isLoading={offer.isPending}
        >
          {t('Add these skills to my profile')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => offer.mutate({ bio: resume.summary })}
          disabled={!resume.summary.trim()}
        >
          {t('Use the summary as my profile bio')}
        </Button>
      </div>
    </Card>
  )
}

function Field({
  label,
  value,
  onChange,
  className,
  multiline,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  className?: string
  multiline?: boolean
}) {
  const id = `resume-${fileSlug(label)}`
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <Textarea id={id} rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  )
}
