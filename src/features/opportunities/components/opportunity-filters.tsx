import { Search, SlidersHorizontal, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { CheckboxLabel } from '@/components/shared/checkbox-label'
import { OptionSelect } from '@/components/shared/option-select'
import { ToggleChip } from '@/components/shared/toggle-chip'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import {
  AMOUNT_CURRENCIES,
  OPPORTUNITY_TYPES,
  SORTS,
  WORK_MODES,
  type OpportunityFilters,
} from '@/data/opportunities/opportunity-types'
import { msg, t } from '@/lib/i18n'
import { PROFILE_TYPES, profileTypeLabel } from '@/lib/profile-types'
import { toggledInList } from '@/lib/toggled'
import { activeFilterCount, EMPTY_FILTERS } from '../filters.utils'

const WINDOWS = [
  { value: null, label: msg('Any deadline') },
  { value: 3, label: msg('Closing within 3 days') },
  { value: 7, label: msg('Closing within a week') },
  { value: 30, label: msg('Closing within a month') },
] as const

/** Search box, sort, and the filters (folded on phones); every change goes to `onChange`. */
export function OpportunityFiltersPanel({
  value,
  onChange,
}: {
  value: OpportunityFilters
  onChange: (f: OpportunityFilters) => void
}) {
  const [query, setQuery] = useState(value.query)
  const [open, setOpen] = useState(false)
  const active = activeFilterCount(value)
  useEffect(() => setQuery(value.query), [value.query])
  const set = (patch: Partial<OpportunityFilters>) => onChange({ ...value, ...patch })
  const amount = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? null : Math.max(0, Number(v)))

  return (
    <div className="space-y-3">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          set({ query: query.trim(), sort: query.trim() && value.sort === 'newest' ? 'relevance' : value.sort })
        }}
        className="flex gap-2"
      >
        <label htmlFor="opportunity-search" className="sr-only">
          {t('Search opportunities')}
        </label>
        <Input
          id="opportunity-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('Search title, organisation, skills…')}
        />
        <Button type="submit" aria-label={t('Search')}>
          <Search className="size-5" aria-hidden="true" />
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls="opportunity-filters"
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" /> {t('Filters')}
          {active ? ` (${active})` : ''}
        </Button>
        {active > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...EMPTY_FILTERS, query: value.query, sort: value.sort })}
          >
            <X className="size-4" aria-hidden="true" /> {t('Clear filters')}
          </Button>
        )}
        <label className="ml-auto flex items-center gap-2 text-sm">
          <span className="text-muted">{t('Sort')}</span>
          <select
            value={value.sort}
            onChange={(e) => set({ sort: e.target.value as OpportunityFilters['sort'] })}
            className="min-h-11 rounded-lg border border-border bg-surface px-2"
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value} disabled={s.value === 'relevance' && !value.query}>
                {t(s.label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {open && (
        <div
          id="opportunity-filters"
          className="space-y-4 rounded-[var(--radius-card)] border border-border bg-surface p-4"
        >
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">{t('Type')}</legend>
            <div className="flex flex-wrap gap-2">
              {OPPORTUNITY_TYPES.map((o) => (
                <ToggleChip
                  look="solid"
                  key={o.value}
                  pressed={value.types.includes(o.value)}
                  onClick={() => set({ types: toggledInList(value.types, o.value) })}
                >
                  {t(o.label)}
                </ToggleChip>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">{t('Work mode')}</legend>
            <div className="flex flex-wrap gap-2">
              {WORK_MODES.map((m) => (
                <ToggleChip
                  look="solid"
                  key={m.value}
                  pressed={value.workModes.includes(m.value)}
                  onClick={() => set({ workModes: toggledInList(value.workModes, m.value) })}
                >
                  {t(m.label)}
                </ToggleChip>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="space-y-1 text-sm">
              <span className="font-semibold">{t('Location')}</span>
              <Input
                defaultValue={value.location}
                placeholder={t('City or country')}
                onBlur={(e) => set({ location: e.target.value })}
                onKeyDown={(e) => e.key === 'Enter' && set({ location: e.currentTarget.value })}
              />
            </label>
            <label className="space-y-1 text-sm">
              <span className="font-semibold">{t('Deadline')}</span>
              <OptionSelect
                value={String(value.closingWithinDays ?? '')}
                onChange={(days) => set({ closingWithinDays: days ? Number(days) : null })}
                options={WINDOWS.map((w) => ({ value: String(w.value ?? ''), label: t(w.label) }))}
                className="block w-full px-2"
              />
            </label>
            <label className="space-y-1 text-sm">
              <span className="font-semibold">{t('Minimum amount ({currency})', { currency: value.currency })}</span>
              <Input
                type="number"
                min={0}
                inputMode="numeric"
                defaultValue={value.minAmount ?? ''}
                onBlur={(e) => set({ minAmount: amount(e.target.value) })}
              />
            </label>
            <label className="space-y-1 text-sm">
              <span className="font-semibold">{t('Maximum amount ({currency})', { currency: value.currency })}</span>
              <Input
                type="number"
                min={0}
                inputMode="numeric"
                defaultValue={value.maxAmount ?? ''}
                onBlur={(e) => set({ maxAmount: amount(e.target.value) })}
              />
            </label>
            <label className="space-y-1 text-sm">
              <span className="font-semibold">{t('Currency of amounts')}</span>
              <OptionSelect
                value={value.currency}
                onChange={(currency) => set({ currency })}
                options={AMOUNT_CURRENCIES.map((c) => ({ value: c, label: c }))}
                className="block w-full px-2"
              />
            </label>
          </div>
          <CheckboxLabel
            checked={value.paidOnly}
            onChange={(paidOnly) => set({ paidOnly })}
            className="gap-3 font-semibold"
          >
            {t('Paid only')}
          </CheckboxLabel>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">{t('Posted by')}</legend>
            <div className="flex flex-wrap gap-2">
              {PROFILE_TYPES.filter((p) => p !== 'student').map((p) => (
                <ToggleChip
                  look="solid"
                  key={p}
                  pressed={value.posterTypes.includes(p)}
                  onClick={() => set({ posterTypes: toggledInList(value.posterTypes, p) })}
                >
                  {t(profileTypeLabel(p))}
                </ToggleChip>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </div>
  )
}
