import { useId, type TextareaHTMLAttributes } from 'react'
import { Textarea } from '@/components/ui/textarea'

/** A text area with its visible label above it, tied by a generated id. */
export function LabelledTextarea({
  label,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string }) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <Textarea id={id} {...props} />
    </>
  )
}
