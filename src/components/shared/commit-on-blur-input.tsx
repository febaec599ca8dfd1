import { Input } from '@/components/ui/input'

/** A text filter that reports its text when it loses focus or on Enter, not at every key. */
export function CommitOnBlurInput({
  defaultValue,
  placeholder,
  onCommit,
}: {
  defaultValue: string
  placeholder: string
  onCommit: (text: string) => void
}) {
  return (
    <Input
      defaultValue={defaultValue}
      placeholder={placeholder}
      onBlur={(e) => onCommit(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && onCommit(e.currentTarget.value)}
    />
  )
}
