import { useEffect, useState } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { t } from '@/lib/i18n'

/**
 * The attendee's ticket: a QR code of the ticket code (what the door scans) and the code in text, for
 * typing it in when a camera is not at hand. The QR library loads with the ticket.
 */
export function Ticket({ code, title, when, name }: { code: string; title: string; when: string; name: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode').then((qr) =>
      qr
        .toString(code, { type: 'svg', margin: 1, width: 240, errorCorrectionLevel: 'M' })
        .then((s) => live && setSvg(s)),
    )
    return () => {
      live = false
    }
  }, [code])
  return (
    <div className="mx-auto max-w-xs space-y-3 text-center">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted">{when}</p>
      {svg ? (
        <div
          role="img"
          aria-label={t('QR code of ticket {code}', { code })}
          className="mx-auto size-60 rounded-lg bg-white p-2 [&_svg]:size-full"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        <Skeleton className="mx-auto size-60" />
      )}
      <p
        className="font-mono text-2xl font-bold tracking-[0.2em]"
        aria-label={t('Ticket code {code}', { code: code.split('').join(' ') })}
      >
        {code}
      </p>
      <p className="text-sm text-muted">{t('{name} · show this at the door', { name })}</p>
    </div>
  )
}
