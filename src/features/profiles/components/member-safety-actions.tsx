import { useQuery } from '@tanstack/react-query'
import { Ban, BellOff, BellRing } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { ConfirmButton } from '@/components/shared/confirm-button'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useSetBlocked } from '@/data/settings/settings-queries'
import { mutedQueryOptions, useToggleMute } from '@/data/social/mute-queries'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'

/**
 * Mute (their posts leave my feeds, nothing they do notifies me; they are not told) and Block (neither sees the
 * other; the profile then closes for me too, so the page leaves for home) on a member's profile.
 */
export function MemberSafetyActions({ me, member }: { me: string; member: { id: string; name: string } }) {
  const muted = useQuery(mutedQueryOptions(me, member.id))
  const toggleMute = useToggleMute(me)
  const setBlocked = useSetBlocked(me)
  const navigate = useNavigate()
  if (me === member.id) return null
  const isMuted = muted.data ?? false
  // Awaited rather than an onSuccess of this call: the block hides the profile, and this component with it,
  // before such a callback would run.
  const block = () =>
    setBlocked
      .mutateAsync({ memberId: member.id, blocked: true })
      .then(() => {
        void notify(t('You blocked {name}', { name: member.name }), 'success', t('Unblock them in Settings.'))
        navigate(paths.home, { replace: true })
      })
      .catch(() => undefined) // shown by the mutation's error toast
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={isMuted}
        disabled={!muted.isSuccess}
        onClick={() => toggleMute(member, isMuted)}
      >
        {isMuted ? (
          <BellRing className="size-4" aria-hidden="true" />
        ) : (
          <BellOff className="size-4" aria-hidden="true" />
        )}
        {isMuted ? t('Unmute') : t('Mute')}
      </Button>
      <ConfirmButton
        variant="ghost"
        size="sm"
        isLoading={setBlocked.isPending}
        confirm={t(
          'Block {name}? Neither of you will see the other’s profile, posts or activity, and they cannot message you. Your association and follows end. They are not told.',
          { name: member.name },
        )}
        onConfirm={block}
      >
        <Ban className="size-4" aria-hidden="true" /> {t('Block')}
      </ConfirmButton>
    </>
  )
}
