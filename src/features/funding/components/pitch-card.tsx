import { FileText, Rocket, Star } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import type { Pitch } from '@/data/funding/pitch-types'
import { t } from '@/lib/i18n'
import { askLabel, stageLabel } from '../funding.utils'

export { stageLabel }

/** A pitch in a list: name, one-liner, stage, sector and ask; the founder also sees its numbers. */
export function PitchCard({
  pitch: p,
  founderName,
  showStats,
}: {
  pitch: Pitch
  founderName?: string
  showStats?: boolean
}) {
  return (
    <Card className="h-full p-4" data-testid="pitch-card">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Rocket className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <Link to={paths.fundingPitch(p.id)} className="font-semibold hover:underline">
            {p.name}
          </Link>
          {p.status === 'draft' && (
            <span className="ml-2 rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700">
              {t('Draft')}
            </span>
          )}
          <p className="text-sm text-muted">{p.one_liner}</p>
          <p className="mt-1 text-xs text-muted">
            {[stageLabel(p.stage), p.sector, askLabel(p.ask_amount, p.currency), founderName]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {showStats && (
            <p className="mt-2 flex gap-3 text-xs">
              <span className="inline-flex items-center gap-1">
                <FileText className="size-3.5" aria-hidden="true" />{' '}
                {t('{count, plural, one {# view} other {# views}}', { count: p.view_count })}
              </span>
              <span className="inline-flex items-center gap-1">
                <Star className="size-3.5" aria-hidden="true" />{' '}
                {t('{count, plural, one {# interested} other {# interested}}', { count: p.interest_count })}
              </span>
            </p>
          )}
        </div>
      </div>
    </Card>
  )
}
