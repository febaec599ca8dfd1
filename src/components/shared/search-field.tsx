import { Search, type LucideIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { cn } from '@/lib/cn'

type SearchFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** `null`: no icon, the text starts at the edge. */
  icon?: LucideIcon | null
  autoFocus?: boolean
  className?: string
}

/** A search box with its icon and a label for screen readers (the placeholder is only a hint). */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  icon: Icon = Search,
  autoFocus,
  className,
}: SearchFieldProps) {
  return (
    <label className={cn('relative block', className)}>
      <span className="sr-only">{label}</span>
      {Icon && (
        <Icon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
      )}
      <Input
        type="search"
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={Icon ? 'pl-9' : undefined}
      />
    </label>
  )
}

/** A SearchField that keeps its own text and reports it, trimmed, once typing pauses for `delay` ms. */
export function SettlingSearchField({
  onSettled,
  delay = 250,
  ...field
}: Omit<SearchFieldProps, 'value' | 'onChange'> & { onSettled: (text: string) => void; delay?: number }) {
  const [text, setText] = useState('')
  const settled = useDebouncedValue(text.trim(), delay)
  const reported = useRef(settled)
  useEffect(() => {
    if (settled === reported.current) return
    reported.current = settled
    onSettled(settled)
  }, [settled, onSettled])
  return <SearchField {...field} value={text} onChange={setText} />
}
