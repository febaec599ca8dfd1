import { Plus, Trash2 } from 'lucide-react'
import { IconOnlyButton } from '@/components/shared/icon-only-button'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { OutlineSection } from '@/data/ai/types'
import { t } from '@/lib/i18n'

/** Sections of an outline, each a heading and one point per line, all editable. */
export function OutlineEditor({
  sections,
  onChange,
  label,
}: {
  sections: OutlineSection[]
  onChange: (next: OutlineSection[]) => void
  label: string
}) {
  const set = (i: number, patch: Partial<OutlineSection>) =>
    onChange(sections.map((s, j) => (j === i ? { ...s, ...patch } : s)))
  return (
    <section aria-label={label} className="space-y-3">
      {sections.map((s, i) => (
        <div key={i} className="space-y-1.5 rounded-lg border border-border p-3">
          <div className="flex items-center gap-2">
            <Input
              aria-label={t('Section {number} heading', { number: i + 1 })}
              value={s.heading}
              onChange={(e) => set(i, { heading: e.target.value })}
              className="font-semibold"
            />
            <IconOnlyButton
              icon={Trash2}
              label={t('Remove section {heading}', { heading: s.heading })}
              onClick={() => onChange(sections.filter((_, j) => j !== i))}
            />
          </div>
          <Textarea
            aria-label={t('{heading} points', { heading: s.heading })}
            rows={Math.max(2, s.points.length)}
            value={s.points.join('\n')}
            onChange={(e) => set(i, { points: e.target.value.split('\n') })}
          />
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...sections, { heading: t('New section'), points: [''] }])}
      >
        <Plus className="size-4" aria-hidden="true" /> {t('Add a section')}
      </Button>
    </section>
  )
}
