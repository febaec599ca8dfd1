import { useState } from 'react'
import { FormFooter } from '@/components/shared/form-footer'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { t } from '@/lib/i18n'

/** The alert's name in place, with Save and Cancel (Escape cancels). */
export function RenameAlertForm({
  name,
  pending,
  onSave,
  onCancel,
}: {
  name: string
  pending: boolean
  onSave: (name: string) => void
  onCancel: () => void
}) {
  const [value, setValue] = useState(name)
  const [error, setError] = useState<string>()
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault()
        const next = value.trim()
        if (!next) return setError(t('Give the alert a name.'))
        if (next.length > 80) return setError(t('Keep the name to 80 characters.'))
        if (next === name) return onCancel()
        onSave(next)
      }}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      <FormField label={t('Alert name')} error={error}>
        <Input value={value} maxLength={80} autoFocus onChange={(e) => setValue(e.target.value)} />
      </FormField>
      <FormFooter onCancel={onCancel} submitting={pending} submitLabel={t('Save name')} cancelVariant="ghost" />
    </form>
  )
}
