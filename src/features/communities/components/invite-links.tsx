import { useQuery } from '@tanstack/react-query'
import { Copy, Link2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmButton } from '@/components/shared/confirm-button'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import {
  INVITE_LIFETIMES,
  inviteLinksQueryOptions,
  useCreateInviteLink,
  useRevokeInviteLink,
  type InviteLink,
} from '@/data/communities/community-invites'
import type { Community } from '@/data/communities/community-types'
import { intlLocale, t } from '@/lib/i18n'
import { notify } from '@/lib/toast'

const select = 'min-h-11 rounded-lg border border-border bg-surface px-3'

/** The full address of an invitation link. */
export const inviteUrl = (slug: string, token: string) =>
  `${window.location.origin}${paths.communityInvite(slug, token)}`

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url)
    void notify(t('Link copied'), 'success', t('Send it to the people you want to invite.'))
  } catch {
    void notify(t('Copy the link from the list'), 'info', url)
  }
}

const expiry = (link: InviteLink) =>
  link.expires_at === 'infinity'
    ? t('Never expires')
    : t('Expires {date}', {
        date: new Date(link.expires_at).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }),
      })

/** Moderators: create an invitation link with an expiry, copy it, see the live ones with their uses, revoke. */
export function InviteLinks({ community }: { community: Community }) {
  const [days, setDays] = useState(7)
  const links = useQuery(inviteLinksQueryOptions(community.id))
  const create = useCreateInviteLink(community.id)
  const revoke = useRevokeInviteLink(community.id)
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-center gap-2">
        <Link2 className="size-5 text-muted" aria-hidden="true" />
        <h2 className="font-semibold">{t('Invite link')}</h2>
      </div>
      <p className="text-sm text-muted">
        {t('Anyone signed in who opens the link can join, even when the community is private or invitation only.')}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('Link works for')}
          <select className={select} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {INVITE_LIFETIMES.map((l) => (
              <option key={l.days} value={l.days}>
                {t(l.label)}
              </option>
            ))}
          </select>
        </label>
        <Button
          isLoading={create.isPending}
          onClick={() => create.mutate(days, { onSuccess: (link) => void copy(inviteUrl(community.slug, link.token)) })}
        >
          {t('Create and copy link')}
        </Button>
      </div>
      {links.data && links.data.length > 0 && (
        <ul
          aria-label={t('Active invitation links')}
          className="divide-y divide-border rounded-lg border border-border"
        >
          {links.data.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-2 p-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-mono text-sm">{inviteUrl(community.slug, link.token)}</p>
                <p className="text-sm text-muted">
                  {t('{count, plural, one {Used once} other {Used # times}}', { count: link.use_count })} ·{' '}
                  {expiry(link)}
                </p>
              </div>
              <Button size="sm" variant="secondary" onClick={() => void copy(inviteUrl(community.slug, link.token))}>
                <Copy className="size-4" aria-hidden="true" /> {t('Copy')}
              </Button>
              <ConfirmButton
                size="sm"
                variant="ghost"
                className="text-danger"
                isLoading={revoke.isPending && revoke.variables === link.id}
                confirm={t('Revoke this link? Nobody will be able to join with it any more.')}
                onConfirm={() => revoke.mutate(link.id)}
              >
                {t('Revoke')}
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      {links.data?.length === 0 && <p className="text-sm text-muted">{t('No active links.')}</p>}
    </Card>
  )
}
