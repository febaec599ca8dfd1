import { cloneElement, type ReactElement } from 'react'

/** A control named by a label that only screen readers see; the control gets `id`, which the label points at. */
export function HiddenLabelField({
  id,
  label,
  children,
}: {
  id: string
  label: string
  children: ReactElement<{ id?: string }>
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, { id })}
    </>
  )
}
