import { cn } from '@/lib/cn'

/** An on/off switch (role="switch"); the label is the element named by `labelledBy` or `label`. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  labelledBy,
  describedBy,
  disabled,
  className,
}: {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  label?: string
  labelledBy?: string
  describedBy?: string
  disabled?: boolean
  className?: string
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-60',
        checked ? 'bg-primary' : 'bg-muted',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-6 rounded-full bg-surface shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  )
}
