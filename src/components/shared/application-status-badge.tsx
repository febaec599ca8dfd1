import { cn } from '@/lib/cn'

const STATUS: Record<string, { label: string; tone: string }> = {
  submitted: { label: 'Submitted', tone: 'bg-slate-100 text-slate-700' },
  under_review: { label: 'Under review', tone: 'bg-sky-100 text-sky-800' },
  shortlisted: { label: 'Shortlisted', tone: 'bg-indigo-100 text-indigo-800' },
  interview: { label: 'Interview', tone: 'bg-violet-100 text-violet-800' },
  offered: { label: 'Offered', tone: 'bg-amber-100 text-amber-800' },
  accepted: { label: 'Accepted', tone: 'bg-emerald-100 text-emerald-800' },
  rejected: { label: 'Rejected', tone: 'bg-rose-100 text-rose-800' },
  withdrawn: { label: 'Withdrawn', tone: 'bg-zinc-100 text-zinc-600' },
}

export const statusLabel = (status: string) => STATUS[status]?.label ?? status

export function ApplicationStatusBadge({ status, className }: { status: string; className?: string }) {
  const s = STATUS[status] ?? { label: status, tone: 'bg-slate-100 text-slate-700' }
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', s.tone, className)}>
      {s.label}
    </span>
  )
}
