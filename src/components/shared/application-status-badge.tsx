import { APPLICATION_STATUSES, type ApplicationStatus } from '@/data/opportunities/opportunity-types'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'

const TONES: Record<ApplicationStatus, string> = {
  submitted: 'bg-slate-100 text-slate-700',
  under_review: 'bg-sky-100 text-sky-800',
  shortlisted: 'bg-indigo-100 text-indigo-800',
  interview: 'bg-violet-100 text-violet-800',
  offered: 'bg-amber-100 text-amber-800',
  accepted: 'bg-emerald-100 text-emerald-800',
  rejected: 'bg-rose-100 text-rose-800',
  withdrawn: 'bg-zinc-100 text-zinc-600',
}

export const statusLabel = (status: string) => {
  const label = APPLICATION_STATUSES.find((s) => s.value === status)?.label
  return label ? t(label) : status
}

export function ApplicationStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[status as ApplicationStatus] ?? TONES.submitted,
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  )
}
