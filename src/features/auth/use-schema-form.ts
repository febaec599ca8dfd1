import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import * as v from 'valibot'

type FieldErrors = Partial<Record<string, string>>

function readForm(form: HTMLFormElement) {
  const values: Record<string, unknown> = {}
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name) continue
    values[element.name] = element.type === 'checkbox' ? element.checked : element.value
  }
  return values
}

function firstErrors(issues: v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue)
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}

/**
 * An uncontrolled form checked by a valibot schema, behaving as our react-hook-form forms do: errors appear
 * on submit, then follow each change; the first invalid field takes focus. Only the sign-in page uses it —
 * it sits on the budgeted path to /home, where react-hook-form would add 14 KB gzip.
 */
export function useSchemaForm<S extends v.GenericSchema<Record<string, unknown>>>(
  schema: S,
  onValid: (values: v.InferOutput<S>) => Promise<unknown>,
) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isSubmitting, setSubmitting] = useState(false)
  const submitted = useRef(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submitted.current = true
    const form = event.currentTarget
    const result = v.safeParse(schema, readForm(form))
    if (!result.success) {
      const next = firstErrors(result.issues)
      setErrors(next)
      const first = Object.keys(next)[0]
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      await onValid(result.output)
    } finally {
      setSubmitting(false)
    }
  }

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (!submitted.current) return
    const result = v.safeParse(schema, readForm(event.currentTarget))
    setErrors(result.success ? {} : firstErrors(result.issues))
  }

  return { errors, isSubmitting, formProps: { onSubmit, onChange, noValidate: true } }
}
