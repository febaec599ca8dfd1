import { Bell, Check, Clock, Lock, LogOut, Mail, ShieldBan, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { CoverCard } from '@/components/shared/cover-card'
import { ReportButton } from '@/components/shared/report-button'
import { Button } from '@/components/ui/button'
import {
  categoryLabel,
  type Community,
  type CommunityMembership,
  type NotificationLevel,
} from '@/data/communities/community-types'
import { mediaUrl } from '@/lib/media-url'
import { joinState, memberCountLabel, postCountLabel } from '../communities.utils'
import { CommunityIcon } from './community-avatar'
import { msg, t } from '@/lib/i18n'

const LEVELS: Array<{ value: NotificationLevel; label: string }> = [
  { value: 'all', label: msg('Every new post') },
  { value: 'highlights', label: msg('Highlights only') },
  { value: 'none', label: msg('Nothing') },
]

export interface CommunityHeaderProps {
  community: Community
  membership: CommunityMembership | null
  isBusy?: boolean
  onJoin: () => void
  onLeave: () => void
  onNotificationLevel: (level: NotificationLevel) => void
  /** The reader: offered "Report" unless they created the community. */
  memberId: string
}

/** Cover, icon, name, counts and the membership button in each of its states. */
export function CommunityHeader({
  community,
  membership,
  isBusy,
  onJoin,
  onLeave,
  onNotificationLevel,
  memberId,
}: CommunityHeaderProps) {
  const state = joinState(community, membership)
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <CoverCard
      cover={community.cover_url && mediaUrl('community-media', community.cover_url, 1200)}
      gradient="from-primary-soft to-background"
      avatar={<CommunityIcon community={community} className="size-16 border-4 border-surface text-xl" />}
      avatarSize="medium"
      actions={
        <div className="flex flex-wrap gap-2">
          {state.kind === 'join' || state.kind === 'request' || state.kind === 'invited' ? (
            <Button onClick={onJoin} isLoading={isBusy}>
              {state.kind === 'invited' ? (
                <Mail className="size-4" aria-hidden="true" />
              ) : (
                <UserPlus className="size-4" aria-hidden="true" />
              )}
              {t(state.label)}
            </Button>
          ) : state.kind === 'pending' ? (
            <Button variant="secondary" onClick={onLeave} isLoading={isBusy} title={t('Cancel your request')}>
              <Clock className="size-4" aria-hidden="true" /> {t('Pending')}
            </Button>
          ) : state.kind === 'joined' ? (
            <Button variant="secondary" aria-expanded={menuOpen} onClick={() => setMenuOpen((o) => !o)}>
              <Check className="size-4 text-success" aria-hidden="true" /> {t('Joined')}
            </Button>
          ) : state.kind === 'banned' ? (
            <Button variant="secondary" disabled>
              <ShieldBan className="size-4" aria-hidden="true" /> {t('Banned')}
            </Button>
          ) : (
            <Button variant="secondary" disabled>
              <Lock className="size-4" aria-hidden="true" /> {t('Invitation only')}
            </Button>
          )}
          {community.created_by !== memberId && (
            <ReportButton kind="community" targetId={community.id} memberId={memberId} />
          )}
        </div>
      }
    >
      <h1 className="mt-3 text-2xl font-bold tracking-tight">{community.name}</h1>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          {community.visibility === 'private' && <Lock className="size-3.5" aria-hidden="true" />}
          {community.visibility === 'private' ? t('Private') : t('Public')}
        </span>
        <span>· {categoryLabel(community.category)}</span>
        <span>· {memberCountLabel(community.member_count)}</span>
        <span>· {postCountLabel(community.post_count)}</span>
      </p>
      {state.kind === 'joined' && menuOpen && (
        <div className="mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-border p-3">
          <label className="flex items-center gap-2 text-sm">
            <Bell className="size-4 text-muted" aria-hidden="true" />
            {t('Notify me of')}
            <select
              value={membership?.notification_level ?? 'highlights'}
              onChange={(e) => onNotificationLevel(e.target.value as NotificationLevel)}
              className="min-h-11 rounded-lg border border-border bg-surface px-2"
            >
              {LEVELS.map((l) => (
                <option key={l.value} value={l.value}>
                  {t(l.label)}
                </option>
              ))}
            </select>
          </label>
          <Button variant="ghost" className="ml-auto text-danger" onClick={onLeave} isLoading={isBusy}>
            <LogOut className="size-4" aria-hidden="true" /> {t('Leave community')}
          </Button>
        </div>
      )}
    </CoverCard>
  )
}
