import { X } from 'lucide-react'
import { useId, useState } from 'react'
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { t } from '@/lib/i18n'
import { addTag } from '@/lib/tags'

/** A list of short tags: type and press Enter or comma to add; Backspace on an empty field removes the last. */
export function TagInput({
  label,
  value,
  onChange,
  placeholder,
  error,
}: {
  label: string
  value: string[]
  onChange: (next: string[]) => void
  placeholder: string
  error?: string
}) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const commit = () => {
    if (!draft.trim()) return
    onChange(addTag(value, draft))
    setDraft('')
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border border-border bg-surface px-2 py-1.5 focus-within:outline-2 focus-within:outline-primary">
        <ul className="contents" aria-label={label}>
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 pr-1 pl-2.5 text-sm text-primary"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((t) => t !== tag))}
                aria-label={t('Remove {tag}', { tag })}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-white/60"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ',') {
              e.preventDefault()
              commit()
            } else if (e.key === 'Backspace' && !draft && value.length) {
              onChange(value.slice(0, -1))
            }
          }}
          onBlur={commit}
          placeholder={value.length ? '' : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          className="min-w-32 flex-1 bg-transparent py-1 outline-none"
        />
      </div>
      <p
        id={`${id}-hint`}
        className={error ? 'text-sm text-danger' : 'text-sm text-muted'}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('Press Enter or comma to add.')}
      </p>
    </div>
  )
}

/** A TagInput bound to a react-hook-form list of strings (skills, interests, tags), showing its error. */
export function TagField<T extends FieldValues>({
  control,
  name,
  ...props
}: {
  control: Control<T>
  name: FieldPathByValue<T, string[]>
  label: string
  placeholder: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagInput {...props} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  )
}
