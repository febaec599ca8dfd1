import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { UserPlus, Users } from 'lucide-react'
import { useMemo, useState } from 'react'
import { CountBadge } from '@/components/shared/count-badge'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { PersonRow } from '@/components/shared/person-row'
import { SettlingSearchField } from '@/components/shared/search-field'
import { TabBar } from '@/components/shared/tab-bar'
import { ConfirmButton } from '@/components/shared/confirm-button'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAnswerJoinRequests, useMemberAction } from '@/data/communities/community-mutations'
import {
  communityMembersQueryOptions,
  inviteCandidatesQueryOptions,
  pendingRequestCountQueryOptions,
} from '@/data/communities/community-queries'
import type { Community, CommunityMember, CommunityRole } from '@/data/communities/community-types'
import { cn } from '@/lib/cn'
import { msg, t } from '@/lib/i18n'
import { roleLabel } from '../communities.utils'
import { InviteLinks } from './invite-links'

type Panel = 'active' | 'pending' | 'invited' | 'banned'
const PANELS: Array<{ value: Panel; label: string }> = [
  { value: 'active', label: msg('Members') },
  { value: 'pending', label: msg('Requests') },
  { value: 'invited', label: msg('Invited') },
  { value: 'banned', label: msg('Banned') },
]

/** Members with their roles; moderators also answer requests in bulk, invite, ban and remove. */
export function CommunityMembers({
  community,
  userId,
  myRole,
}: {
  community: Community
  userId: string
  myRole: CommunityRole | null
}) {
  const isModerator = myRole === 'owner' || myRole === 'moderator'
  const [panel, setPanel] = useState<Panel>('active')
  const [search, setSearch] = useState('')
  const pending = useQuery({ ...pendingRequestCountQueryOptions(community.id), enabled: isModerator })
  return (
    <div className="space-y-4">
      {isModerator && (
        <TabBar
          label={t('Member lists')}
          tabs={PANELS.map((p) => ({
            value: p.value,
            label: (
              <>
                {t(p.label)}
                {p.value === 'pending' && (
                  <CountBadge count={pending.data ?? 0} label={t('requests waiting')} placement="inline" />
                )}
              </>
            ),
          }))}
          selected={panel}
          onSelect={setPanel}
          className="flex flex-wrap gap-1"
          tabClassName={(on) =>
            cn(
              'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium',
              on ? 'border-primary bg-primary-soft text-primary' : 'border-border hover:bg-background',
            )
          }
        />
      )}
      {isModerator && panel === 'invited' && <InviteLinks community={community} />}
      {isModerator && panel === 'invited' && <InvitePeople communityId={community.id} />}
      <Card className="p-4">
        <SettlingSearchField label={t('Search members')} onSettled={setSearch} placeholder={t('Search by name')} />
        <MemberList key={panel} community={community} userId={userId} myRole={myRole} status={panel} search={search} />
      </Card>
    </div>
  )
}

function MemberList({
  community,
  userId,
  myRole,
  status,
  search,
}: {
  community: Community
  userId: string
  myRole: CommunityRole | null
  status: Panel
  search: string
}) {
  const query = useInfiniteQuery(communityMembersQueryOptions(community.id, status, search))
  const answer = useAnswerJoinRequests(community.id)
  const action = useMemberAction(community.id)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data])

  if (query.isPending) return <Skeleton className="mt-3 h-40" />
  if (query.isError) return <LoadError what={t('Members')} error={query.error} onRetry={() => void query.refetch()} />
  if (rows.length === 0) {
    return (
      <EmptyState icon={Users} title={status === 'pending' ? t('No requests waiting') : t('Nobody here')}>
        {search ? t('Nobody by that name.') : status === 'pending' ? t('Requests to join appear here.') : null}
      </EmptyState>
    )
  }
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const answerSelected = (approve: boolean) =>
    answer.mutate({ memberIds: [...selected], approve }, { onSuccess: () => setSelected(new Set()) })

  return (
    <div className="mt-3">
      {status === 'pending' && (
        <div className="mb-2 flex flex-wrap items-center gap-2">
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={selected.size === rows.length}
              onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((r) => r.member.id)) : new Set())}
            />
            {t('Select all')}
          </label>
          <Button
            size="sm"
            disabled={!selected.size}
            isLoading={answer.isPending && answer.variables?.approve}
            onClick={() => answerSelected(true)}
          >
            {selected.size ? t('Approve {count}', { count: selected.size }) : t('Approve')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!selected.size}
            isLoading={answer.isPending && !answer.variables?.approve}
            onClick={() => answerSelected(false)}
          >
            {selected.size ? t('Decline {count}', { count: selected.size }) : t('Decline')}
          </Button>
        </div>
      )}
      <ul className="divide-y divide-border" aria-label={status === 'pending' ? t('Requests to join') : t('Members')}>
        {rows.map((row) => (
          <li key={row.member.id} className="flex items-center gap-2">
            {status === 'pending' && (
              <input
                type="checkbox"
                className="size-4 shrink-0"
                aria-label={t('Select {name}', { name: row.member.name })}
                checked={selected.has(row.member.id)}
                onChange={() => toggle(row.member.id)}
              />
            )}
            <div className="min-w-0 flex-1">
              <PersonRow
                person={row.member}
                detail={status === 'pending' ? row.request_message || t('Asked to join') : roleLabel(row.role)}
                action={
                  status === 'pending' ? (
                    <div className="flex shrink-0 gap-1">
                      <Button
                        size="sm"
                        aria-label={t('Approve {name}', { name: row.member.name })}
                        disabled={answer.isPending}
                        onClick={() => answer.mutate({ memberIds: [row.member.id], approve: true })}
                      >
                        {t('Approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('Decline {name}', { name: row.member.name })}
                        disabled={answer.isPending}
                        onClick={() => answer.mutate({ memberIds: [row.member.id], approve: false })}
                      >
                        {t('Decline')}
                      </Button>
                    </div>
                  ) : (
                    <MemberActions
                      row={row}
                      userId={userId}
                      myRole={myRole}
                      status={status}
                      onAction={(a) => action.mutate(a)}
                    />
                  )
                }
              />
            </div>
          </li>
        ))}
      </ul>
      <LoadMore pages={query} doneText="" />
    </div>
  )
}

type Action = Parameters<ReturnType<typeof useMemberAction>['mutate']>[0]

function MemberActions({
  row,
  userId,
  myRole,
  status,
  onAction,
}: {
  row: CommunityMember
  userId: string
  myRole: CommunityRole | null
  status: Panel
  onAction: (a: Action) => void
}) {
  const id = row.member.id
  if (!myRole || myRole === 'member' || id === userId || row.role === 'owner') return null
  const canTouch = myRole === 'owner' || row.role === 'member'
  if (status === 'banned') {
    return (
      <Button size="sm" variant="secondary" onClick={() => onAction({ kind: 'unban', memberId: id })}>
        {t('Unban')}
      </Button>
    )
  }
  if (status === 'invited') {
    return (
      <Button size="sm" variant="ghost" onClick={() => onAction({ kind: 'remove', memberId: id })}>
        {t('Withdraw')}
      </Button>
    )
  }
  if (status !== 'active' || !canTouch) return null
  return (
    <div className="flex shrink-0 items-center gap-1">
      {myRole === 'owner' && (
        <label>
          <span className="sr-only">{t('Role of {name}', { name: row.member.name })}</span>
          <select
            value={row.role}
            onChange={(e) => {
              const role = e.target.value as CommunityRole
              if (
                role === 'owner' &&
                !window.confirm(t('Make {name} the owner? You will become a moderator.', { name: row.member.name }))
              )
                return
              onAction({ kind: 'role', memberId: id, role })
            }}
            className="min-h-11 rounded-lg border border-border bg-surface px-2 text-sm"
          >
            <option value="member">{t('Member')}</option>
            <option value="moderator">{t('Moderator')}</option>
            <option value="owner">{t('Owner')}</option>
          </select>
        </label>
      )}
      <ConfirmButton
        size="sm"
        variant="ghost"
        className="text-danger"
        confirm={t('Ban {name}? They leave and cannot join again.', { name: row.member.name })}
        onConfirm={() => onAction({ kind: 'ban', memberId: id })}
      >
        {t('Ban')}
      </ConfirmButton>
    </div>
  )
}

function InvitePeople({ communityId }: { communityId: string }) {
  const [search, setSearch] = useState('')
  const candidates = useQuery(inviteCandidatesQueryOptions(communityId, search))
  const action = useMemberAction(communityId)
  return (
    <Card className="p-4">
      <h2 className="font-semibold">{t('Invite people')}</h2>
      <SettlingSearchField
        label={t('Find people to invite')}
        onSettled={setSearch}
        placeholder={t('Name of the person to invite')}
        icon={UserPlus}
        className="mt-2"
      />
      <ul className="divide-y divide-border">
        {(candidates.data ?? []).map((p) => (
          <li key={p.id}>
            <PersonRow
              person={p}
              action={
                <Button size="sm" variant="secondary" onClick={() => action.mutate({ kind: 'invite', memberId: p.id })}>
                  {t('Invite')}
                </Button>
              }
            />
          </li>
        ))}
      </ul>
    </Card>
  )
}
