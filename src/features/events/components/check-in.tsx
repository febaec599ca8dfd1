import { Camera, CameraOff, CheckCircle2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { PersonAvatar } from '@/components/shared/person-row'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { CheckInResult } from '@/data/events/event-mutations'
import { t } from '@/lib/i18n'

interface Detector {
  detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>>
}
type DetectorClass = new (options: { formats: string[] }) => Detector

const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector

/**
 * The door: type a ticket code, or scan the attendee's QR code with the device camera where the browser
 * can read QR codes (BarcodeDetector); each result shows the attendee's name and photo.
 */
export function CheckIn({
  onCheckIn,
  checkedIn,
  going,
}: {
  onCheckIn: (code: string) => Promise<CheckInResult>
  checkedIn: number
  going: number
}) {
  const [code, setCode] = useState('')
  const [result, setResult] = useState<CheckInResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [scanning, setScanning] = useState(false)
  const canScan = !!detectorClass() && !!navigator.mediaDevices?.getUserMedia

  const submit = async (value: string) => {
    const trimmed = value.trim()
    if (!trimmed || busy) return
    setBusy(true)
    setError(null)
    try {
      setResult(await onCheckIn(trimmed))
      setCode('')
    } catch (err) {
      setResult(null)
      setError((err as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold" aria-live="polite">
        {t('{checkedIn} of {going} checked in', { checkedIn, going })}
      </p>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          void submit(code)
        }}
      >
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('Ticket code')}</span>
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            placeholder={t('Ticket code, e.g. 4F9A0C21B7')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono tracking-widest"
          />
        </label>
        <Button type="submit" isLoading={busy}>
          {t('Check in')}
        </Button>
      </form>
      {canScan && (
        <Button variant="secondary" onClick={() => setScanning((s) => !s)}>
          {scanning ? (
            <CameraOff className="size-4" aria-hidden="true" />
          ) : (
            <Camera className="size-4" aria-hidden="true" />
          )}
          {scanning ? t('Stop the camera') : t('Scan with the camera')}
        </Button>
      )}
      {scanning && <Scanner onCode={(c) => void submit(c)} onError={(m) => (setError(m), setScanning(false))} />}
      <div aria-live="assertive">
        {error && <p className="rounded-lg bg-danger-soft p-3 text-sm text-danger">{error}</p>}
        {result && (
          <div className="flex items-center gap-3 rounded-lg border border-border p-3">
            <PersonAvatar
              person={{ id: result.user_id, name: result.name, profile_photo_url: result.profile_photo_url }}
              className="size-14"
            />
            <div>
              <p className="flex items-center gap-1.5 font-semibold">
                <CheckCircle2 className="size-5 text-success" aria-hidden="true" /> {result.name}
              </p>
              <p className="text-sm text-muted">
                {result.already_checked_in
                  ? t('Already checked in at {time}', {
                      time: new Date(result.checked_in_at).toLocaleTimeString(undefined, {
                        hour: '2-digit',
                        minute: '2-digit',
                      }),
                    })
                  : t('Checked in — welcome!')}
              </p>
            </div>
          </div>
        )}
      </div>
    </div>
  )
}

function Scanner({ onCode, onError }: { onCode: (code: string) => void; onError: (message: string) => void }) {
  const video = useRef<HTMLVideoElement>(null)
  const last = useRef<{ code: string; at: number } | null>(null)
  useEffect(() => {
    const Detector = detectorClass()
    if (!Detector) return
    const detector = new Detector({ formats: ['qr_code'] })
    let stream: MediaStream | null = null
    let frame = 0
    let stopped = false
    const tick = async () => {
      if (stopped || !video.current) return
      try {
        const [found] = await detector.detect(video.current)
        const now = Date.now()
        // The same code stays in view for a while: read it once every few seconds.
        if (found && (found.rawValue !== last.current?.code || now - last.current.at > 4000)) {
          last.current = { code: found.rawValue, at: now }
          onCode(found.rawValue)
        }
      } catch {
        /* a frame that could not be read; try the next one */
      }
      frame = window.setTimeout(() => void tick(), 250)
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s
        if (!video.current || stopped) return s.getTracks().forEach((t) => t.stop())
        video.current.srcObject = s
        await video.current.play()
        void tick()
      })
      .catch(() => onError(t('The camera is not available. Type the code instead.')))
    return () => {
      stopped = true
      clearTimeout(frame)
      stream?.getTracks().forEach((t) => t.stop())
    }
  }, [onCode, onError])
  return (
    <video
      ref={video}
      muted
      playsInline
      className="aspect-video w-full max-w-md rounded-lg bg-black"
      aria-label={t('Camera preview')}
    />
  )
}
