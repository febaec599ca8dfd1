import { toggledInList } from '@/lib/toggled'
import { useSearchParams } from 'react-router-dom'
import { CommitOnBlurInput } from '@/components/shared/commit-on-blur-input'
import { ToggleChip } from '@/components/shared/toggle-chip'
import { Input } from '@/components/ui/input'
import { OPPORTUNITY_TYPES, WORK_MODES } from '@/data/opportunities/opportunity-types'
import type { SearchTab } from '@/data/search/search-types'
import { t } from '@/lib/i18n'
import { PROFILE_TYPES, profileTypeLabel } from '@/lib/profile-types'
import { eventFiltersFromParams, peopleFiltersFromParams, postFiltersFromParams, withParam } from './search-url'

const toggleIn = (list: string[], value: string) => toggledInList(list, value).join(',') || null

/** The filters that fit the tab, written into the URL. */
export function SearchFilters({ tab }: { tab: SearchTab }) {
  const [params, setParams] = useSearchParams()
  const set = (key: string, value: string | null | boolean) =>
    setParams(withParam(params, key, value), { replace: true })

  if (tab === 'people') {
    const f = peopleFiltersFromParams(params)
    return (
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('People filters')}</legend>
        <div className="flex flex-wrap gap-2">
          {PROFILE_TYPES.map((p) => (
            <ToggleChip key={p} pressed={f.types.includes(p)} onClick={() => set('type', toggleIn(f.types, p))}>
              {t(profileTypeLabel(p))}
            </ToggleChip>
          ))}
          <ToggleChip pressed={f.verified} onClick={() => set('verified', !f.verified)}>
            {t('Verified')}
          </ToggleChip>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <label className="text-sm">
            <span className="mb-1 block text-muted">{t('University')}</span>
            <CommitOnBlurInput
              defaultValue={f.university}
              placeholder={t('e.g. Lakeside')}
              onCommit={(text) => set('uni', text.trim() || null)}
            />
          </label>
          <label className="text-sm">
            <span className="mb-1 block text-muted">{t('Skill')}</span>
            <CommitOnBlurInput
              defaultValue={f.skill}
              placeholder={t('e.g. Python')}
              onCommit={(text) => set('skill', text.trim() || null)}
            />
          </label>
        </div>
      </fieldset>
    )
  }
  if (tab === 'posts') {
    const f = postFiltersFromParams(params)
    return (
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{t('Post filters')}</legend>
        <label className="text-sm">
          <span className="mb-1 block text-muted">{t('From')}</span>
          <Input
            type="date"
            value={f.from}
            max={f.to || undefined}
            onChange={(e) => set('from', e.target.value || null)}
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-muted">{t('To')}</span>
          <Input
            type="date"
            value={f.to}
            min={f.from || undefined}
            onChange={(e) => set('to', e.target.value || null)}
          />
        </label>
        <ToggleChip pressed={f.network} onClick={() => set('network', !f.network)}>
          {t('From my network')}
        </ToggleChip>
      </fieldset>
    )
  }
  if (tab === 'events') {
    const f = eventFiltersFromParams(params)
    return (
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('Event filters')}</legend>
        <ToggleChip pressed={f.upcoming} onClick={() => set('upcoming', !f.upcoming)}>
          {t('Upcoming only')}
        </ToggleChip>
        <ToggleChip pressed={f.online} onClick={() => set('online', !f.online)}>
          {t('Online')}
        </ToggleChip>
      </fieldset>
    )
  }
  if (tab === 'opportunities') {
    const types = (params.get('type') ?? '').split(',').filter(Boolean)
    const modes = (params.get('mode') ?? '').split(',').filter(Boolean)
    return (
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('Opportunity filters')}</legend>
        <div className="flex flex-wrap gap-2">
          {OPPORTUNITY_TYPES.map((o) => (
            <ToggleChip
              key={o.value}
              pressed={types.includes(o.value)}
              onClick={() => set('type', toggleIn(types, o.value))}
            >
              {t(o.label)}
            </ToggleChip>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          {WORK_MODES.map((m) => (
            <ToggleChip
              key={m.value}
              pressed={modes.includes(m.value)}
              onClick={() => set('mode', toggleIn(modes, m.value))}
            >
              {t(m.label)}
            </ToggleChip>
          ))}
          <ToggleChip pressed={params.get('paid') === '1'} onClick={() => set('paid', params.get('paid') !== '1')}>
            {t('Paid')}
          </ToggleChip>
        </div>
      </fieldset>
    )
  }
  return null
}
