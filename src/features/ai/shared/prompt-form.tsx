import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useEffect, useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'
import { intlLocale, t } from '@/lib/i18n'

/** The schema of a one-field prompt: trimmed, at least `min` and at most `max` characters. */
export const promptSchema = (min: number, tooShort: string, max: number) =>
  v.object({
    text: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(min, tooShort),
      v.maxLength(max, () => t('At most {max} characters.', { max: max.toLocaleString(intlLocale() ?? 'en') })),
    ),
  })

/**
 * The AI tools' question box, in the one form pattern (valibot + react-hook-form): the error shows on
 * submit, then updates as the member types; the field takes the focus; submit is disabled while the
 * answer streams. `value` set from outside (a suggested role) fills the field.
 */
export function PromptForm({
  label,
  showLabel = false,
  multiline = false,
  placeholder,
  min,
  tooShort,
  max,
  submitLabel,
  pending,
  value,
  onSubmit,
}: {
  label: string
  showLabel?: boolean
  multiline?: boolean
  placeholder: string
  min: number
  tooShort: string
  max: number
  submitLabel: string
  pending: boolean
  value?: string
  onSubmit: (text: string) => void
}) {
  const id = useId()
  const schema = useMemo(() => promptSchema(min, tooShort, max), [min, tooShort, max])
  const { register, handleSubmit, setValue, formState } = useForm<{ text: string }>({
    resolver: standardSchemaResolver(schema),
    defaultValues: { text: value ?? '' },
  })
  useEffect(() => {
    if (value !== undefined) setValue('text', value)
  }, [value, setValue])
  const error = formState.errors.text?.message
  const field = {
    id,
    placeholder,
    maxLength: max,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...register('text'),
  }
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ text }) => onSubmit(text))}
      className={multiline ? 'space-y-2' : 'flex flex-col gap-2 sm:flex-row sm:flex-wrap'}
    >
      <label htmlFor={id} className={cn(showLabel ? 'block text-sm font-medium' : 'sr-only')}>
        {label}
      </label>
      {multiline ? <Textarea rows={3} {...field} /> : <Input className="sm:flex-1" {...field} />}
      {error && multiline && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" isLoading={pending}>
        {submitLabel}
      </Button>
      {error && !multiline && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger sm:basis-full">
          {error}
        </p>
      )}
    </form>
  )
}
