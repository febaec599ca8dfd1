import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { LoadError } from '@/components/shared/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { careerSectionsQueryOptions } from '@/data/career/career-queries'
import { useLeaveProject } from '@/data/career/career-mutations'
import type { CareerTable, ProjectEntry } from '@/data/career/career-types'
import type { PublicProfile } from '@/data/profiles/profile-query'
import { t } from '@/lib/i18n'
import { isOrganisationAccount } from '@/lib/profile-types'
import { SECTIONS } from '../../career-entry.specs'
import {
  CertificationItem,
  EducationItem,
  ExperienceItem,
  LanguageItem,
  ProjectItem,
} from './career-entries'
import { CollaboratorsDialog } from './collaborators-dialog'
import { EntryDialog } from './entry-dialog'
import { SectionCard } from './section-card'

type Editing = { table: CareerTable; entry: ({ id: string } & Record<string, unknown>) | null }

/**
 * Experience, education, projects, certifications and languages of a profile the reader may see. Companies and
 * universities (accounts that are an organisation) have no experience or education of their own.
 */
export function CareerSections({ profile, me }: { profile: PublicProfile; me: string }) {
  const isOwn = profile.id === me
  const { data, isPending, isError, error, refetch } = useQuery(careerSectionsQueryOptions(profile.id))
  const [editing, setEditing] = useState<Editing | null>(null)
  const [collaborators, setCollaborators] = useState<ProjectEntry | null>(null)
  const leave = useLeaveProject(profile.id, me)
  if (isPending) return <Skeleton className="h-48" aria-label={t('Loading career')} />
  if (isError) return <LoadError what={t('This career')} error={error} onRetry={() => void refetch()} />

  const tables: CareerTable[] = isOrganisationAccount(profile.profile_type)
    ? ['projects', 'certifications', 'member_languages']
    : ['experience', 'education', 'projects', 'certifications', 'member_languages']
  const edit = (table: CareerTable, entry: Editing['entry']) =>
    isOwn ? () => setEditing({ table, entry }) : undefined

  return (
    <>
      {tables.map((table) => {
        const spec = SECTIONS[table]
        const rows = data[table]
        return (
          <SectionCard
            key={table}
            id={table.replace('_', '-')}
            title={t(spec.title)}
            isOwn={isOwn}
            empty={rows.length === 0}
            invite={t(spec.invite)}
            addLabel={t(spec.addLabel)}
            onAdd={() => setEditing({ table, entry: null })}
          >
            <ul className={table === 'member_languages' ? 'grid gap-x-6 sm:grid-cols-2' : 'divide-y divide-border'}>
              {table === 'experience' &&
                data.experience.map((e) => <ExperienceItem key={e.id} entry={e} onEdit={edit(table, e)} />)}
              {table === 'education' &&
                data.education.map((e) => (
                  <EducationItem
                    key={e.id}
                    entry={e}
                    verifiedBy={profile.verified_by_name}
                    onEdit={edit(table, e)}
                  />
                ))}
              {table === 'projects' &&
                data.projects.map((p) => (
                  <ProjectItem
                    key={p.id}
                    entry={p}
                    me={me}
                    onEdit={edit(table, p)}
                    onLeave={() => leave.mutate(p.id)}
                    onCollaborators={isOwn ? () => setCollaborators(p) : undefined}
                  />
                ))}
              {table === 'certifications' &&
                data.certifications.map((c) => <CertificationItem key={c.id} entry={c} onEdit={edit(table, c)} />)}
              {table === 'member_languages' &&
                data.member_languages.map((l) => <LanguageItem key={l.id} entry={l} onEdit={edit(table, l)} />)}
            </ul>
          </SectionCard>
        )
      })}
      {editing && (
        <EntryDialog
          spec={SECTIONS[editing.table]}
          memberId={profile.id}
          entry={editing.entry}
          onClose={() => setEditing(null)}
        />
      )}
      {collaborators && <CollaboratorsDialog project={collaborators} me={me} onClose={() => setCollaborators(null)} />}
    </>
  )
}
