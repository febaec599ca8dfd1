import type { ReactNode } from 'react'

export type Tab<V extends string> = {
  value: V
  label: ReactNode
  /** For a tabpanel's `aria-labelledby`. */
  id?: string
  /** The id of the tabpanel the tab shows. */
  controls?: string
}

/** A tablist: the roles and the selection live here, the look stays with each screen. */
export function TabBar<V extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className,
  tabClassName,
}: {
  label: string
  tabs: readonly Tab<V>[]
  selected: V | null
  onSelect: (value: V) => void
  className?: string
  tabClassName: (isSelected: boolean) => string
}) {
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          role="tab"
          type="button"
          id={tab.id}
          aria-selected={selected === tab.value}
          aria-controls={tab.controls}
          onClick={() => onSelect(tab.value)}
          className={tabClassName(selected === tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}

/** A selected tab on a soft background; the others muted. */
export const softTab = (isSelected: boolean) =>
  isSelected ? 'bg-primary-soft text-primary' : 'text-muted hover:bg-background'

/** A selected tab filled with the primary colour; the others muted, darkening on hover. */
export const filledTab = (isSelected: boolean) =>
  isSelected ? 'bg-primary text-primary-foreground' : 'text-muted hover:bg-background'

/** A selected tab filled with the primary colour; the others muted. */
export const solidTab = (isSelected: boolean) =>
  isSelected ? 'bg-primary font-medium text-primary-foreground' : 'text-muted hover:text-foreground'
