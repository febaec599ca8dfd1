import { Textarea } from '@/components/ui/textarea'
import { CANVAS_BOXES, type StartupResult } from '@/data/ai/types'
import { msg, t } from '@/lib/i18n'
import { CitationGrid } from '../shared/answer-panel'
import { OutlineEditor } from '../shared/outline-editor'

/** The labels of CANVAS_BOXES (src/data/ai/types), marked for the catalog; shown with t(label). */
export const CANVAS_LABEL_IDS = [
  msg('Problem'),
  msg('Customer segments'),
  msg('Unique value proposition'),
  msg('Solution'),
  msg('Channels'),
  msg('Revenue streams'),
  msg('Cost structure'),
  msg('Key metrics'),
  msg('Unfair advantage'),
]

/** A startup's lean canvas and pitch outline, both editable, and who here could fund it. */
export function StartupPlan({ result, onChange }: { result: StartupResult; onChange: (next: StartupResult) => void }) {
  return (
    <>
      <section aria-label={t('Lean canvas')} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {CANVAS_BOXES.map(([key, label]) => (
          <div key={key} className="space-y-1">
            <label htmlFor={`canvas-${key}`} className="text-sm font-semibold">
              {t(label)}
            </label>
            <Textarea
              id={`canvas-${key}`}
              rows={4}
              value={result.canvas[key]}
              onChange={(e) => onChange({ ...result, canvas: { ...result.canvas, [key]: e.target.value } })}
            />
          </div>
        ))}
      </section>
      <h3 className="font-semibold">{t('Pitch outline')}</h3>
      <OutlineEditor
        label={t('Pitch outline')}
        sections={result.pitchOutline}
        onChange={(pitchOutline) => onChange({ ...result, pitchOutline })}
      />
      <CitationGrid
        className="xl:grid-cols-3"
        lists={[
          { title: t('Similar pitches'), items: result.similarPitches, empty: t('None you can see yet.') },
          { title: t('Investors'), items: result.investors, empty: t('No matching investor yet.') },
          { title: t('Funding programs'), items: result.programs, empty: t('None open right now.') },
        ]}
      />
    </>
  )
}
