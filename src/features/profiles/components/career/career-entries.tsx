import { Award, BadgeCheck, Briefcase, ExternalLink, FolderGit2, GraduationCap, Pencil, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { PersonAvatar } from '@/components/shared/person-row'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type {
  CertificationEntry,
  EducationEntry,
  ExperienceEntry,
  LanguageEntry,
  ProjectEntry,
} from '@/data/career/career-types'
import { t } from '@/lib/i18n'
import { formatMonth, formatMonthRange } from '@/lib/month-range'
import { PROFICIENCY_LABELS } from '../../career-entry.specs'

const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`)

/** An organisation's name, linked to its page when it is on the platform. */
function OrganisationName({ name, slug }: { name: string; slug: string | null | undefined }) {
  return slug ? (
    <Link to={paths.organisation(slug)} className="hover:underline">
      {name}
    </Link>
  ) : (
    <>{name}</>
  )
}

/** One entry: an icon, its lines, and for the owner an edit button. */
export function EntryRow({
  icon: Icon,
  label,
  onEdit,
  children,
}: {
  icon: typeof Briefcase
  label: string
  onEdit?: () => void
  children: ReactNode
}) {
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <span className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-0.5">{children}</div>
      {onEdit && (
        <Button variant="ghost" size="icon" aria-label={t('Edit {entry}', { entry: label })} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
      )}
    </li>
  )
}

const Description = ({ text }: { text: string | null }) =>
  text ? <p className="pt-1 text-sm whitespace-pre-line">{text}</p> : null

export function ExperienceItem({ entry, onEdit }: { entry: ExperienceEntry; onEdit?: () => void }) {
  return (
    <EntryRow icon={Briefcase} label={entry.title} onEdit={onEdit}>
      <h3 className="font-semibold">{entry.title}</h3>
      <p className="text-sm">
        <OrganisationName name={entry.organisation_name} slug={entry.organisation?.slug} />
      </p>
      <p className="text-sm text-muted">{formatMonthRange(entry.start_month, entry.end_month)}</p>
      {entry.location && <p className="text-sm text-muted">{entry.location}</p>}
      <Description text={entry.description} />
    </EntryRow>
  )
}

export function EducationItem({
  entry,
  verifiedBy,
  onEdit,
}: {
  entry: EducationEntry
  verifiedBy: string | null
  onEdit?: () => void
}) {
  const study = [entry.degree, entry.field].filter(Boolean).join(', ')
  return (
    <EntryRow icon={GraduationCap} label={entry.institution_name} onEdit={onEdit}>
      <h3 className="flex flex-wrap items-center gap-x-2 font-semibold">
        <OrganisationName name={entry.institution_name} slug={entry.institution?.slug} />
        {entry.verified && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-primary" data-testid="education-verified">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {t('Verified by {name}', { name: verifiedBy ?? entry.institution_name })}
          </span>
        )}
      </h3>
      {study && <p className="text-sm">{study}</p>}
      {(entry.start_month || entry.end_month) && (
        <p className="text-sm text-muted">
          {formatMonthRange(entry.start_month, entry.end_month, { withDuration: false })}
        </p>
      )}
      <Description text={entry.description} />
    </EntryRow>
  )
}

export function ProjectItem({
  entry,
  me,
  onEdit,
  onLeave,
  onCollaborators,
}: {
  entry: ProjectEntry
  me: string
  onEdit?: () => void
  onLeave?: () => void
  /** The owner's: name or change the associates on it. */
  onCollaborators?: () => void
}) {
  const people = entry.collaborators.map((c) => c.member).filter((m) => m !== null)
  const isCollaborator = people.some((p) => p.id === me)
  return (
    <EntryRow icon={FolderGit2} label={entry.name} onEdit={onEdit}>
      <h3 className="font-semibold">
        {entry.url ? (
          <a
            href={safeHref(entry.url)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 hover:underline"
          >
            {entry.name} <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t('(opens in a new tab)')}</span>
          </a>
        ) : (
          entry.name
        )}
      </h3>
      {(entry.start_month || entry.end_month) && (
        <p className="text-sm text-muted">{formatMonthRange(entry.start_month, entry.end_month)}</p>
      )}
      <Description text={entry.description} />
      {people.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 pt-1 text-sm">
          <span className="text-muted">{t('With')}</span>
          {people.map((p) => (
            <Link key={p.id} to={paths.profile(p.id)} className="inline-flex items-center gap-1.5 hover:underline">
              <PersonAvatar person={p} className="size-6 text-xs" />
              {p.name}
            </Link>
          ))}
          {isCollaborator && onLeave && (
            <Button variant="link" size="sm" onClick={onLeave}>
              {t('Remove me from this project')}
            </Button>
          )}
        </div>
      )}
      {onCollaborators && (
        <Button variant="link" size="sm" onClick={onCollaborators}>
          <Users className="size-4" aria-hidden="true" />
          {people.length ? t('Edit collaborators') : t('Add collaborators')}
        </Button>
      )}
    </EntryRow>
  )
}

export function CertificationItem({ entry, onEdit }: { entry: CertificationEntry; onEdit?: () => void }) {
  const dates = [
    entry.issued_month && t('Issued {month}', { month: formatMonth(entry.issued_month) }),
    entry.expires_month && t('Expires {month}', { month: formatMonth(entry.expires_month) }),
  ].filter(Boolean)
  return (
    <EntryRow icon={Award} label={entry.name} onEdit={onEdit}>
      <h3 className="font-semibold">{entry.name}</h3>
      <p className="text-sm">{entry.issuer}</p>
      {dates.length > 0 && <p className="text-sm text-muted">{dates.join(' · ')}</p>}
      {entry.credential_id && (
        <p className="text-sm text-muted">{t('Credential ID {id}', { id: entry.credential_id })}</p>
      )}
      {entry.credential_url && (
        <a
          href={safeHref(entry.credential_url)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-8 items-center gap-1 text-sm text-primary hover:underline"
        >
          {t('Show credential')} <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      )}
    </EntryRow>
  )
}

export function LanguageItem({ entry, onEdit }: { entry: LanguageEntry; onEdit?: () => void }) {
  const level = PROFICIENCY_LABELS[entry.proficiency as keyof typeof PROFICIENCY_LABELS]
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div>
        <h3 className="font-semibold">{entry.language}</h3>
        <p className="text-sm text-muted">{level ? t(level) : entry.proficiency}</p>
      </div>
      {onEdit && (
        <Button variant="ghost" size="icon" aria-label={t('Edit {entry}', { entry: entry.language })} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
      )}
    </li>
  )
}
