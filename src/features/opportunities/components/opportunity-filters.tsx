import { Search, SlidersHorizontal, X } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { CheckboxLabel } from '@/components/shared/checkbox-label'
import { CommitOnBlurInput } from '@/components/shared/commit-on-blur-input'
import { OptionSelect } from '@/components/shared/option-select'
import { SearchField } from '@/components/shared/search-field'
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

const AMOUNT_BOUNDS = [
  { field: 'minAmount', label: msg('Minimum amount ({currency})') },
  { field: 'maxAmount', label: msg('Maximum amount ({currency})') },
] as const

/** Search box, sort, and the filters (folded on phones); every change goes to `onChange`. */
export function OpportunityFiltersPanel({
  value,
  onChange,
  actions,
}: {
  value: OpportunityFilters
  onChange: (f: OpportunityFilters) => void
  /** Beside Filters (a member's "Save alert"). */
  actions?: ReactNode
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
        <SearchField
          label={t('Search opportunities')}
          value={query}
          onChange={setQuery}
          placeholder={t('Search title, organisation, skills…')}
          icon={null}
          className="min-w-0 flex-1"
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
        {actions}
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
          <ChipFieldset
            legend={t('Type')}
            options={OPPORTUNITY_TYPES.map((o) => ({ value: o.value, label: t(o.label) }))}
            selected={value.types}
            onChange={(types) => set({ types })}
          />
          <ChipFieldset
            legend={t('Work mode')}
            options={WORK_MODES.map((m) => ({ value: m.value, label: t(m.label) }))}
            selected={value.workModes}
            onChange={(workModes) => set({ workModes })}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('Location')}>
              <CommitOnBlurInput
                defaultValue={value.location}
                placeholder={t('City or country')}
                onCommit={(location) => set({ location })}
              />
            </Field>
            <Field label={t('Deadline')}>
              <OptionSelect
                value={String(value.closingWithinDays ?? '')}
                onChange={(days) => set({ closingWithinDays: days ? Number(days) : null })}
                options={WINDOWS.map((w) => ({ value: String(w.value ?? ''), label: t(w.label) }))}
                className="block w-full px-2"
              />
            </Field>
            {AMOUNT_BOUNDS.map(({ field, label }) => (
              <Field key={field} label={t(label, { currency: value.currency })}>
                <Input
                  type="number"
                  min={0}
                  inputMode="numeric"
                  defaultValue={value[field] ?? ''}
                  onBlur={(e) => set({ [field]: amount(e.target.value) })}
                />
              </Field>
            ))}
            <Field label={t('Currency of amounts')}>
              <OptionSelect
                value={value.currency}
                onChange={(currency) => set({ currency })}
                options={AMOUNT_CURRENCIES.map((c) => ({ value: c, label: c }))}
                className="block w-full px-2"
              />
            </Field>
          </div>
          <CheckboxLabel
            checked={value.paidOnly}
            onChange={(paidOnly) => set({ paidOnly })}
            className="gap-3 font-semibold"
          >
            {t('Paid only')}
          </CheckboxLabel>
          <ChipFieldset
            legend={t('Posted by')}
            options={PROFILE_TYPES.filter((p) => p !== 'student').map((p) => ({
              value: p,
              label: t(profileTypeLabel(p)),
            }))}
            selected={value.posterTypes}
            onChange={(posterTypes) => set({ posterTypes })}
          />
        </div>
      )}
    </div>
  )
}

/** One group of filters as solid chips; a click adds or removes its value. */
function ChipFieldset<V extends string>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string
  options: readonly { value: V; label: string }[]
  selected: readonly V[]
  onChange: (next: V[]) => void
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <ToggleChip
            look="solid"
            key={o.value}
            pressed={selected.includes(o.value)}
            onClick={() => onChange(toggledInList(selected, o.value))}
          >
            {o.label}
          </ToggleChip>
        ))}
      </div>
    </fieldset>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="space-y-1 text-sm">
      <span className="font-semibold">{label}</span>
      {children}
    </label>
  )
}
