import { Card } from '@/components/ui/card'
import type { ResumeContent } from '@/data/ai/types'
import { t } from '@/lib/i18n'
import { TEMPLATES } from './resume-format'

type Template = ResumeContent['template']

/** The resume's look: one of the templates, as radio cards. */
export function TemplatePicker({ value, onChange }: { value: Template; onChange: (template: Template) => void }) {
  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-semibold">{t('Template')}</h2>
      <div role="radiogroup" aria-label={t('Template')} className="grid gap-2 sm:grid-cols-3">
        {TEMPLATES.map((tpl) => (
          <label
            key={tpl.value}
            className="cursor-pointer rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name="template"
              value={tpl.value}
              checked={value === tpl.value}
              onChange={() => onChange(tpl.value)}
              className="sr-only"
            />
            <span className="block font-medium">{t(tpl.label)}</span>
            <span className="block text-xs text-muted">{t(tpl.hint)}</span>
          </label>
        ))}
      </div>
    </Card>
  )
}
