import { fullDateTime, relativeTime } from '@/lib/relative-time'

export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={fullDateTime(iso)} className={className}>
      {relativeTime(iso)}
    </time>
  )
}
