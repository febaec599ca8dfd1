import { useQuery } from '@tanstack/react-query'
import { Check, Plus } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PersonAvatar } from '@/components/shared/person-row'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useEndorseSkill } from '@/data/career/career-mutations'
import { skillEndorsementsQueryOptions } from '@/data/career/career-queries'
import type { SkillEndorsements } from '@/data/career/career-types'
import { t } from '@/lib/i18n'

/**
 * The member's skills with how many associates endorsed each and a few of their faces; an associate endorses
 * or withdraws with one button. The owner edits the list itself in the profile form.
 */
export function SkillsSection({
  member,
  me,
  canEndorse,
}: {
  member: { id: string; name: string; skills: string[] }
  me: string
  canEndorse: boolean
}) {
  const { data } = useQuery(skillEndorsementsQueryOptions(member.id))
  const endorse = useEndorseSkill(member.id, me)
  if (member.skills.length === 0) return null
  const bySkill = new Map((data ?? []).map((s) => [s.skill.toLowerCase(), s]))
  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby="skills-heading" data-testid="section-skills">
      <h2 id="skills-heading" className="mb-3 text-lg font-semibold">
        {t('Skills')}
      </h2>
      <ul className="divide-y divide-border">
        {member.skills.map((skill) => {
          const s = bySkill.get(skill.toLowerCase())
          const mine = !!s?.endorsed_by_me
          return (
            <li key={skill} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <h3 className="font-semibold">{skill}</h3>
                {s && s.endorsement_count > 0 && <Endorsers summary={s} />}
              </div>
              {canEndorse && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-pressed={mine}
                  aria-label={mine ? t('Withdraw your endorsement of {skill}', { skill }) : t('Endorse {skill}', { skill })}
                  isLoading={endorse.isPending && endorse.variables?.skill === skill}
                  onClick={() => endorse.mutate({ skill, endorse: !mine })}
                >
                  {mine ? (
                    <Check className="size-4 text-success" aria-hidden="true" />
                  ) : (
                    <Plus className="size-4" aria-hidden="true" />
                  )}
                  {mine ? t('Endorsed') : t('Endorse')}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </Card>
  )
}

function Endorsers({ summary }: { summary: SkillEndorsements }) {
  const count = summary.endorsement_count
  const names = summary.endorsers.map((p) => p.name)
  const others = count - names.length
  return (
    <div className="mt-1 flex items-center gap-2 text-sm text-muted">
      <span className="flex -space-x-2">
        {summary.endorsers.map((p) => (
          <Link key={p.id} to={paths.profile(p.id)} aria-label={p.name} title={p.name}>
            <PersonAvatar person={p} className="size-6 text-xs ring-2 ring-surface" />
          </Link>
        ))}
      </span>
      <span data-testid="endorsement-count">
        {t('{count, plural, one {# endorsement} other {# endorsements}}', { count })}
        {names.length > 0 &&
          ` · ${
            others > 0
              ? t('{names} and {others, plural, one {# other} other {# others}}', { names: names.join(', '), others })
              : names.join(', ')
          }`}
      </span>
    </div>
  )
}
