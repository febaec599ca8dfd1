import { cn } from '@/lib/cn'
import { OptionSelect, type OptionSelectProps } from './option-select'

/** Where the select's name shows: before it, muted; above it; or only to screen readers. */
const LAYOUTS = {
  inline: { label: 'flex items-center gap-2 text-sm', text: 'text-muted' },
  stacked: { label: 'text-sm', text: 'block font-medium' },
  hidden: { label: undefined, text: 'sr-only' },
} as const

/** An OptionSelect wrapped in its label. `labelClassName` adds to the wrapping label's classes. */
export function LabelledOptionSelect<T extends string>({
  label,
  layout,
  labelClassName,
  ...select
}: OptionSelectProps<T> & { label: string; layout: keyof typeof LAYOUTS; labelClassName?: string }) {
  return (
    <label className={cn(LAYOUTS[layout].label, labelClassName) || undefined}>
      <span className={LAYOUTS[layout].text}>{label}</span>
      <OptionSelect {...select} />
    </label>
  )
}
