import { useInfiniteQuery } from '@tanstack/react-query'
import { Clock, Wallet } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { OptionSelect } from '@/components/shared/option-select'
import { StackedLabel } from '@/components/shared/stacked-label'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { searchOpportunitiesQueryOptions } from '@/data/opportunities/opportunity-queries'
import {
  AMOUNT_CURRENCIES,
  type OpportunityFilters,
  type OpportunityType,
} from '@/data/opportunities/opportunity-types'
import { t } from '@/lib/i18n'
import { amountLabel, deadlineLabel } from '@/lib/opportunity-format'
import { FUNDING_TYPES, fundingTypeLabel } from '../funding.utils'

/** Grants, investment calls and scholarships (opportunities), by amount and deadline. */
export function FundingPrograms() {
  const [types, setTypes] = useState<OpportunityType[]>([...FUNDING_TYPES])
  const [minAmount, setMinAmount] = useState('')
  const [maxAmount, setMaxAmount] = useState('')
  const [currency, setCurrency] = useState<string>('USD')
  const [closing, setClosing] = useState('')
  const filters: OpportunityFilters = {
    query: '',
    types,
    workModes: [],
    location: '',
    paidOnly: false,
    minAmount: minAmount ? Number(minAmount) : null,
    maxAmount: maxAmount ? Number(maxAmount) : null,
    currency,
    closingWithinDays: closing ? Number(closing) : null,
    posterTypes: [],
    sort: closing ? 'closing' : 'newest',
  }
  const query = useInfiniteQuery(searchOpportunitiesQueryOptions(filters, 'member'))
  const toggle = (type: OpportunityType) =>
    setTypes((cur) => (cur.includes(type) ? (cur.length > 1 ? cur.filter((x) => x !== type) : cur) : [...cur, type]))
  const items = query.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <div className="space-y-4">
      <Card className="space-y-3 p-4">
        <div role="group" aria-label={t('Program types')} className="flex flex-wrap gap-2">
          {FUNDING_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={types.includes(type)}
              onClick={() => toggle(type)}
              className="min-h-10 rounded-full border border-border px-3 text-sm aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary"
            >
              {fundingTypeLabel(type)}
            </button>
          ))}
        </div>
        {/* Two a row on a phone, so the programs start on the first screen. */}
        <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-4">
          <AmountField
            label={t('Minimum amount ({currency})', { currency })}
            value={minAmount}
            onChange={setMinAmount}
          />
          <AmountField
            label={t('Maximum amount ({currency})', { currency })}
            value={maxAmount}
            onChange={setMaxAmount}
          />
          <StackedLabel label={t('Currency of amounts')}>
            <OptionSelect
              value={currency}
              onChange={setCurrency}
              className="block w-full px-2"
              options={AMOUNT_CURRENCIES.map((c) => ({ value: c, label: c }))}
            />
          </StackedLabel>
          <StackedLabel label={t('Deadline')}>
            <OptionSelect
              className="block w-full px-3"
              value={closing}
              onChange={setClosing}
              emptyLabel={t('Any deadline')}
              options={[
                { value: '7', label: t('Closing within a week') },
                { value: '30', label: t('Closing within a month') },
                { value: '90', label: t('Closing within 3 months') },
              ]}
            />
          </StackedLabel>
        </div>
      </Card>
      {query.isPending ? (
        <Skeleton className="h-64" />
      ) : query.isError ? (
        <LoadError what={t('Funding programs')} error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState icon={Wallet} title={t('No funding programs match')}>
            {t('Try a wider amount or deadline.')}
          </EmptyState>
        </Card>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((o) => {
              const deadline = deadlineLabel(o.deadline)
              return (
                <li key={o.id}>
                  <Card className="h-full p-4" data-testid="funding-program">
                    <span className="inline-flex rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
                      {fundingTypeLabel(o.type)}
                    </span>
                    <Link to={paths.opportunity(o.id)} className="mt-1 block font-semibold hover:underline">
                      {o.title}
                    </Link>
                    <p className="text-sm text-muted">{o.organization}</p>
                    <p className="mt-2 text-sm font-medium">
                      {amountLabel(o.is_paid, o.amount_min, o.amount_max, o.currency)}
                    </p>
                    <p
                      className={`mt-1 flex items-center gap-1 text-xs ${deadline.urgent ? 'text-danger' : 'text-muted'}`}
                    >
                      <Clock className="size-3.5" aria-hidden="true" /> {deadline.text}
                    </p>
                  </Card>
                </li>
              )
            })}
          </ul>
          <LoadMore pages={query} doneText={t('That is every open program.')} />
        </>
      )}
    </div>
  )
}

function AmountField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <StackedLabel label={label}>
      <Input type="number" min={0} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} />
    </StackedLabel>
  )
}
