import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { intlLocale, t } from '@/lib/i18n'
import { percentChange, type StatCard } from '../dashboard.utils'

/** The three stat cards, each compared with the same card for the period before. */
export function StatCards({ cards, previous }: { cards: StatCard[]; previous: StatCard[] | null }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {cards.map((card, i) => {
        const change = percentChange(card.value, previous?.[i]?.value)
        const Icon = change === null || change === 0 ? Minus : change > 0 ? ArrowUpRight : ArrowDownRight
        return (
          <Card key={card.key} className="p-4" data-testid="stat-card">
            <p className="text-sm text-muted">{card.label}</p>
            <p className="mt-1 text-3xl font-bold tabular-nums">{card.value.toLocaleString(intlLocale() ?? 'en')}</p>
            {previous && (
              <p
                className={cn(
                  'mt-1 inline-flex items-center gap-1 text-xs',
                  change !== null && change > 0 && 'text-success',
                  change !== null && change < 0 && 'text-danger',
                  (change === null || change === 0) && 'text-muted',
                )}
              >
                <Icon className="size-3.5" aria-hidden="true" />
                {change === null
                  ? t('new (was {previous})', { previous: previous[i]?.value ?? 0 })
                  : t('{change}% vs previous period ({previous})', {
                      change: `${change > 0 ? '+' : ''}${change}`,
                      previous: previous[i]?.value ?? 0,
                    })}
              </p>
            )}
          </Card>
        )
      })}
    </div>
  )
}
