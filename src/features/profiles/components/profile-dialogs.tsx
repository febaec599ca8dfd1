import { useQuery } from '@tanstack/react-query'
import { Copy, Download } from 'lucide-react'
import { useEffect, useState } from 'react'
import { PersonRow } from '@/components/shared/person-row'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { followListQueryOptions } from '@/data/social/social-queries'
import { notify } from '@/lib/toast'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'

export type ProfileDialogKind = 'qr' | 'followers' | 'following'

/** The share (QR code) and follower/following dialogs of a profile, loaded on first use. */
export default function ProfileDialog({
  kind,
  profile,
  onClose,
}: {
  kind: ProfileDialogKind
  profile: { id: string; name: string }
  onClose: () => void
}) {
  const onOpenChange = (open: boolean) => !open && onClose()
  if (kind === 'qr') return <QrDialog profile={profile} onOpenChange={onOpenChange} />
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={
        kind === 'followers'
          ? t('Followers of {name}', { name: profile.name })
          : t('{name} follows', { name: profile.name })
      }
    >
      <FollowList userId={profile.id} direction={kind} />
    </Dialog>
  )
}

function FollowList({ userId, direction }: { userId: string; direction: 'followers' | 'following' }) {
  const { data, isPending, isError, error } = useQuery(followListQueryOptions(userId, direction))
  if (isPending) return <Skeleton className="h-32" />
  if (isError)
    return (
      <p role="alert" className="text-danger">
        {errorMessage(error)}
      </p>
    )
  if (!data.length)
    return (
      <p className="py-6 text-center text-muted">
        {direction === 'followers' ? t('No followers yet.') : t('Not following anyone yet.')}
      </p>
    )
  return (
    <ul className="divide-y divide-border">
      {data.map((p) => (
        <li key={p.id}>
          <PersonRow person={p} />
        </li>
      ))}
    </ul>
  )
}

function QrDialog({
  profile,
  onOpenChange,
}: {
  profile: { id: string; name: string }
  onOpenChange: (open: boolean) => void
}) {
  const url = `${window.location.origin}/profile/${profile.id}`
  const [dataUrl, setDataUrl] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode').then((qr) =>
      qr.toDataURL(url, { width: 480, margin: 2, errorCorrectionLevel: 'M' }).then((d) => live && setDataUrl(d)),
    )
    return () => {
      live = false
    }
  }, [url])
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('Share profile')}
      description={t('Scan to open {name}’s profile.', { name: profile.name })}
    >
      <div className="flex flex-col items-center gap-4">
        {dataUrl ? (
          <img
            src={dataUrl}
            alt={t('QR code linking to {name}’s profile', { name: profile.name })}
            className="size-60 rounded-lg border border-border"
          />
        ) : (
          <Skeleton className="size-60" />
        )}
        <p className="w-full truncate rounded-lg bg-background px-3 py-2 text-center text-sm">{url}</p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(url)
                .then(() => notify(t('Link copied'), 'success'))
                .catch(() => notify(t('Could not copy the link'), 'error'))
            }
          >
            <Copy className="size-4" aria-hidden="true" /> {t('Copy link')}
          </Button>
          {dataUrl && (
            <a
              href={dataUrl}
              download={`${profile.name.replace(/\W+/g, '-')}-qr.png`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground"
            >
              <Download className="size-4" aria-hidden="true" /> {t('Download')}
            </a>
          )}
        </div>
      </div>
    </Dialog>
  )
}
