import { useEffect, useState } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { t } from '@/lib/i18n'

/** The otpauth URI as a QR code; `qrcode` loads only when a member adds an authenticator app. */
export function QrCode({ value }: { value: string }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode').then(async (qr) => {
      const url = await qr.toDataURL(value, { margin: 1, width: 192 })
      if (live) setSrc(url)
    })
    return () => {
      live = false
    }
  }, [value])
  if (!src) return <Skeleton className="size-48" />
  return <img src={src} width={192} height={192} alt={t('QR code for your authenticator app')} className="size-48" />
}
