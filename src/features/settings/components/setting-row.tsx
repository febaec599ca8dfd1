import { useId } from 'react'
import { Switch } from '@/components/ui/switch'

/** One on/off setting: its name, one line on what it means, and the switch. */
export function SettingRow({
  title,
  description,
  checked,
  onChange,
  lockedReason,
}: {
  title: string
  description: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** Why the switch cannot be changed now: shown under the description, and the switch is disabled. */
  lockedReason?: string
}) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <p id={`${id}-t`} className="font-medium">
          {title}
        </p>
        <p id={`${id}-d`} className="text-sm text-muted">
          {description}
          {lockedReason && (
            <>
              {' '}
              <span className="font-medium text-foreground">{lockedReason}</span>
            </>
          )}
        </p>
      </div>
      <Switch
        checked={checked}
        onCheckedChange={onChange}
        labelledBy={`${id}-t`}
        describedBy={`${id}-d`}
        disabled={!!lockedReason}
      />
    </div>
  )
}
