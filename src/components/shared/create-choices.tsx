import { Briefcase, PenSquare } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { t } from '@/lib/i18n'

/** The choices behind 'Create': 'Post on Home' for everyone, 'Post an Opportunity' for non-students (SPEC §2, §6). */
export function CreateChoices({ canPostOpportunity }: { canPostOpportunity: boolean }) {
  const options = [
    {
      title: t('Post on Home'),
      text: t('Share text and images with your network'),
      to: paths.createPost(),
      icon: PenSquare,
    },
    ...(canPostOpportunity
      ? [
          {
            title: t('Post an Opportunity'),
            text: t('Create an internship, job, hackathon, scholarship, etc.'),
            to: paths.createOpportunity,
            icon: Briefcase,
          },
        ]
      : []),
  ]
  return (
    <div className="space-y-2">
      {options.map(({ title, text, to, icon: Icon }) => (
        <Link
          key={title}
          to={to}
          className="flex items-start gap-3 rounded-lg border border-border p-3 hover:border-primary hover:bg-primary-soft"
        >
          <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="block font-medium">{title}</span>
            <span className="block text-sm text-muted">{text}</span>
          </span>
        </Link>
      ))}
    </div>
  )
}
