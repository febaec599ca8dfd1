import type { FieldValues, UseFormSetError } from 'react-hook-form'

/** Runs a form's save; when it throws, its message becomes the form's root error, shown above the buttons. */
export async function saveOrShowError<T extends FieldValues>(setError: UseFormSetError<T>, save: () => Promise<void>) {
  try {
    await save()
  } catch (error) {
    setError('root', { message: (error as Error).message })
  }
}
