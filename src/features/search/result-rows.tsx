import { Briefcase, CalendarDays, Lock, Users, type LucideIcon } from 'lucide-react'
import type { KeyboardEvent, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { OrganisationLogo } from '@/components/shared/organisation-logo'
import { PersonAvatar, VerifiedBadge } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { paths } from '@/config/paths'
import type {
  CommunityResult,
  EventResult,
  OpportunityResult,
  OrganisationResult,
  PersonResult,
  PostResult,
} from '@/data/search/search-types'
import { organisationKindLabel } from '@/lib/organisation-kinds'
import { profileTypeLabel } from '@/lib/profile-types'
import { Highlight, snippet } from './highlight'
import { OPPORTUNITY_TYPES } from '@/data/opportunities/opportunity-types'
import { t } from '@/lib/i18n'

const ROW =
  'flex items-start gap-3 rounded-lg px-3 py-3 hover:bg-primary-soft/40 focus-visible:bg-primary-soft/40 focus-visible:outline-2 focus-visible:outline-primary'

/** Arrow keys move between the results of a list (Home and End to its ends). */
export function onResultKeys(e: KeyboardEvent<HTMLElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-search-result]')]
  if (!items.length) return
  const at = items.indexOf(document.activeElement as HTMLElement)
  const next =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? items.length - 1
        : e.key === 'ArrowDown'
          ? Math.min(at + 1, items.length - 1)
          : Math.max(at - 1, 0)
  e.preventDefault()
  items[next]?.focus()
}

function Row({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} data-search-result className={ROW}>
        {children}
      </Link>
    </li>
  )
}

/** What kind of result a row is, for rows without a face. */
function KindIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  )
}

/** The result's name with its matches highlighted, and a badge after it where the row has one. */
function ResultTitle({ text, query, badge }: { text: string; query: string; badge?: ReactNode }) {
  return (
    <span className={badge === undefined ? 'block font-semibold' : 'flex items-center gap-1 font-semibold'}>
      <Highlight text={text} query={query} />
      {badge}
    </span>
  )
}

export function PersonResultRow({ person, query }: { person: PersonResult; query: string }) {
  const second = [person.headline, person.university].filter(Boolean).join(' · ')
  return (
    <Row to={paths.profile(person.id)}>
      <PersonAvatar person={person} />
      <span className="min-w-0 flex-1">
        <ResultTitle text={person.name} query={query} badge={<VerifiedBadge status={person.verification_status} />} />
        {second && (
          <span className="block truncate text-sm text-muted" title={second}>
            <Highlight text={second} query={query} />
          </span>
        )}
        <span className="block text-xs text-muted">
          {t(profileTypeLabel(person.profile_type))}
          {person.in_network && ` · ${t('In your network')}`}
        </span>
      </span>
    </Row>
  )
}

export function PostResultRow({ post, query }: { post: PostResult; query: string }) {
  const author = post.author ?? { id: post.author_id, name: t('Private member'), profile_photo_url: null }
  return (
    <Row to={paths.post(post.id)}>
      <PersonAvatar person={author} className="size-9" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 text-sm">
          <span className="font-semibold">{author.name}</span>
          <RelativeTime iso={post.created_at} className="text-muted" />
          {post.visibility === 'associates' && <span className="text-muted">· {t('Associates')}</span>}
          {post.community && <span className="text-muted">· {post.community.name}</span>}
        </span>
        <span className="mt-1 block text-sm break-words whitespace-pre-line">
          <Highlight text={snippet(post.body, query)} query={query} />
        </span>
      </span>
    </Row>
  )
}

export function OpportunityResultRow({ opportunity, query }: { opportunity: OpportunityResult; query: string }) {
  const where = [opportunity.organization, opportunity.location, opportunity.work_mode].filter(Boolean).join(' · ')
  return (
    <Row to={paths.opportunity(opportunity.id)}>
      <KindIcon icon={Briefcase} />
      <span className="min-w-0 flex-1">
        <ResultTitle text={opportunity.title} query={query} />
        <span className="block truncate text-sm text-muted" title={where}>
          <Highlight text={where} query={query} />
        </span>
        <span className="block text-xs text-muted capitalize">
          {t(OPPORTUNITY_TYPES.find((o) => o.value === opportunity.type)?.label ?? opportunity.type)}
        </span>
      </span>
    </Row>
  )
}

export function CommunityResultRow({ community, query }: { community: CommunityResult; query: string }) {
  return (
    <Row to={paths.communityDetail(community.slug)}>
      <KindIcon icon={Users} />
      <span className="min-w-0 flex-1">
        <ResultTitle
          text={community.name}
          query={query}
          badge={
            community.visibility === 'private' && <Lock className="size-3.5 text-muted" aria-label={t('Private')} />
          }
        />
        {community.description && (
          <span className="line-clamp-2 text-sm text-muted" title={community.description}>
            <Highlight text={community.description} query={query} />
          </span>
        )}
        <span className="block text-xs text-muted">
          {t('{count, plural, one {# member} other {# members}}', { count: community.member_count })}
          {community.is_member && ` · ${t('You are a member')}`}
        </span>
      </span>
    </Row>
  )
}

export function OrganisationResultRow({
  organisation: o,
  query,
}: {
  organisation: OrganisationResult
  query: string
}) {
  const facts = [o.sector, o.headquarters].filter(Boolean).join(' · ')
  return (
    <Row to={paths.organisation(o.slug)}>
      <OrganisationLogo organisation={o} size="md" className="mt-0.5" />
      <span className="min-w-0 flex-1">
        <ResultTitle text={o.name} query={query} />
        {facts && (
          <span className="block truncate text-sm text-muted" title={facts}>
            <Highlight text={facts} query={query} />
          </span>
        )}
        <span className="block text-xs text-muted">
          {organisationKindLabel(o.kind)} ·{' '}
          {t('{count, plural, one {# follower} other {# followers}}', { count: o.follower_count })}
        </span>
      </span>
    </Row>
  )
}

const eventTime = (e: EventResult) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: e.timezone }).format(
    new Date(e.starts_at),
  )

export function EventResultRow({ event, query }: { event: EventResult; query: string }) {
  return (
    <Row to={paths.event(event.id)}>
      <KindIcon icon={CalendarDays} />
      <span className="min-w-0 flex-1">
        <ResultTitle text={event.title} query={query} />
        <span className="block text-sm text-muted">
          {eventTime(event)} · {event.is_online ? t('Online') : <Highlight text={event.venue ?? ''} query={query} />}
        </span>
      </span>
    </Row>
  )
}
