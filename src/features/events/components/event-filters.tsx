import { CalendarDays, List, X, type LucideIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { CheckboxLabel } from '@/components/shared/checkbox-label'
import { PressedButtonGroup } from '@/components/shared/pressed-button-group'
import { SearchField } from '@/components/shared/search-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { EMPTY_EVENT_FILTERS, EVENT_CATEGORIES, type EventFilters } from '@/data/events/event-types'
import { msg, t } from '@/lib/i18n'
import { categoryLabel, hasFilters } from '../events.utils'

const VIEWS = [
  { value: 'list', label: <ViewLabel icon={List} text={msg('List')} /> },
  { value: 'month', label: <ViewLabel icon={CalendarDays} text={msg('Month')} /> },
] as const

const select = 'block min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-sm'

/** Discover's search and filters; typing waits for a pause before it searches. */
export function EventFiltersPanel({
  value,
  onChange,
  view,
  onViewChange,
}: {
  value: EventFilters
  onChange: (f: EventFilters) => void
  view: 'list' | 'month'
  onViewChange: (v: 'list' | 'month') => void
}) {
  const [query, setQuery] = useState(value.query)
  const [near, setNear] = useState(value.near)
  useEffect(() => {
    if (query === value.query && near === value.near) return
    const timer = setTimeout(() => onChange({ ...value, query, near }), 300)
    return () => clearTimeout(timer)
  }, [query, near, value, onChange])

  return (
    <div className="space-y-3 rounded-[var(--radius-card)] border border-border bg-surface p-3 sm:p-4">
      <div className="flex gap-2">
        <SearchField
          label={t('Search events')}
          value={query}
          onChange={setQuery}
          placeholder={t('Search career fairs, workshops, talks…')}
          className="min-w-0 flex-1"
        />
        <PressedButtonGroup label={t('View')} options={VIEWS} selected={view} onSelect={onViewChange} />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <label className="space-y-1 text-xs font-medium text-muted">
          {t('From')}
          <Input
            type="date"
            value={value.from ?? ''}
            onChange={(e) => onChange({ ...value, from: e.target.value || null })}
          />
        </label>
        <label className="space-y-1 text-xs font-medium text-muted">
          {t('To')}
          <Input
            type="date"
            value={value.to ?? ''}
            onChange={(e) => onChange({ ...value, to: e.target.value || null })}
          />
        </label>
        <label className="space-y-1 text-xs font-medium text-muted">
          {t('Category')}
          <select
            className={select}
            value={value.category ?? ''}
            onChange={(e) => onChange({ ...value, category: (e.target.value || null) as EventFilters['category'] })}
          >
            <option value="">{t('All categories')}</option>
            {EVENT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {categoryLabel(c.value)}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-xs font-medium text-muted">
          {t('Where')}
          <select
            className={select}
            value={value.mode ?? ''}
            onChange={(e) => onChange({ ...value, mode: (e.target.value || null) as EventFilters['mode'] })}
          >
            <option value="">{t('Online and in person')}</option>
            <option value="online">{t('Online')}</option>
            <option value="in_person">{t('In person')}</option>
          </select>
        </label>
        <label className="space-y-1 text-xs font-medium text-muted">
          {t('Near')}
          <Input value={near} onChange={(e) => setNear(e.target.value)} placeholder={t('City or venue')} />
        </label>
        <CheckboxLabel
          className="gap-2 self-end"
          checked={value.freeSeats}
          onChange={(freeSeats) => onChange({ ...value, freeSeats })}
        >
          {t('Free seats only')}
        </CheckboxLabel>
      </div>
      {hasFilters(value) && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setQuery('')
            setNear('')
            onChange(EMPTY_EVENT_FILTERS)
          }}
        >
          <X className="size-4" aria-hidden="true" /> {t('Clear filters')}
        </Button>
      )}
    </div>
  )
}

/** The icon, and the name: written out from `sm`, for screen readers only below it. */
function ViewLabel({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <>
      <Icon className="size-4" aria-hidden="true" />
      <span className="hidden sm:inline">{t(text)}</span>
      <span className="sr-only sm:hidden">{t(text)}</span>
    </>
  )
}
