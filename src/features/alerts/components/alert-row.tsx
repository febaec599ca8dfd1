import { Pencil, Search, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { ConfirmButton } from '@/components/shared/confirm-button'
import { LabelledOptionSelect } from '@/components/shared/labelled-option-select'
import { RelativeTime } from '@/components/shared/relative-time'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Switch } from '@/components/ui/switch'
import { paths } from '@/config/paths'
import { applyFilters } from '@/data/opportunities/filter-params'
import {
  ALERT_FREQUENCIES,
  alertFilters,
  useDeleteAlert,
  useUpdateAlert,
  type AlertFrequency,
  type OpportunityAlert,
} from '@/data/opportunities/alerts'
import { t } from '@/lib/i18n'
import { AlertSearchSummary } from './alert-search-summary'
import { RenameAlertForm } from './rename-alert-form'

/** One alert: its name (renamed in place), its search, what it found, how often it e-mails, pause and delete. */
export function AlertRow({ alert: a, userId }: { alert: OpportunityAlert; userId: string }) {
  const update = useUpdateAlert(userId)
  const remove = useDeleteAlert(userId)
  const [renaming, setRenaming] = useState(false)
  const pauseId = useId()
  const search = paths.opportunitiesSearch(applyFilters(new URLSearchParams(), alertFilters(a)))

  return (
    <Card className="space-y-3 p-4" aria-busy={update.isPending || remove.isPending}>
      {renaming ? (
        <RenameAlertForm
          name={a.name}
          pending={update.isPending}
          onCancel={() => setRenaming(false)}
          onSave={(name) => update.mutate({ id: a.id, name }, { onSuccess: () => setRenaming(false) })}
        />
      ) : (
        <div className="flex items-start gap-2">
          <h2 className="min-w-0 flex-1 text-base font-semibold break-words">
            {a.name}
            {a.paused && <span className="ml-2 text-sm font-normal text-muted">{t('(paused)')}</span>}
          </h2>
          <Button variant="ghost" size="sm" onClick={() => setRenaming(true)} aria-label={t('Rename {name}', { name: a.name })}>
            <Pencil className="size-4" aria-hidden="true" /> <span className="max-sm:sr-only">{t('Rename')}</span>
          </Button>
        </div>
      )}
      <AlertSearchSummary alert={a} />
      <p className="text-sm text-muted">
        {a.last_matched_at ? (
          <>
            {t('{count, plural, one {# new opportunity matched} other {# new opportunities matched}}', {
              count: a.match_count,
            })}
            {' · '}
            {t('Latest:')} <RelativeTime iso={a.last_matched_at} />
          </>
        ) : (
          t('No new opportunity has matched yet.')
        )}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-border pt-3">
        <LabelledOptionSelect
          layout="inline"
          label={t('Notify me')}
          value={a.frequency as AlertFrequency}
          onChange={(frequency) => update.mutate({ id: a.id, frequency })}
          options={ALERT_FREQUENCIES.map((f) => ({ value: f.value, label: t(f.label) }))}
          className="px-2"
        />
        <span className="flex items-center gap-2 text-sm">
          <Switch
            checked={!a.paused}
            onCheckedChange={(on) => update.mutate({ id: a.id, paused: !on })}
            labelledBy={pauseId}
          />
          <span id={pauseId}>{a.paused ? t('Paused') : t('On')}</span>
        </span>
        <span className="flex flex-1 flex-wrap justify-end gap-2">
          <Link to={search} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <Search className="size-4" aria-hidden="true" /> {t('See matches')}
          </Link>
          <ConfirmButton
            variant="ghost"
            size="sm"
            confirm={t('Delete the alert “{name}”?', { name: a.name })}
            onConfirm={() => remove.mutate(a.id)}
            isLoading={remove.isPending}
            aria-label={t('Delete {name}', { name: a.name })}
          >
            <Trash2 className="size-4" aria-hidden="true" /> <span className="max-sm:sr-only">{t('Delete')}</span>
          </ConfirmButton>
        </span>
      </div>
    </Card>
  )
}
