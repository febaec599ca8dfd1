import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { MOU_STATUS_LABEL } from '../university.utils'

const TONE: Record<string, string> = {
  draft: 'bg-background text-muted',
  proposed: 'bg-primary-soft text-primary',
  under_review: 'bg-amber-50 text-amber-800',
  active: 'bg-emerald-50 text-success',
  expired: 'bg-background text-muted',
  terminated: 'bg-red-50 text-danger',
  rejected: 'bg-red-50 text-danger',
}

export function MouStatusBadge({ status }: { status: string }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', TONE[status])} data-testid="mou-status">
      {t(MOU_STATUS_LABEL[status as keyof typeof MOU_STATUS_LABEL] ?? status)}
    </span>
  )
}
