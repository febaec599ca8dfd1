import type { CareerResult } from '@/data/ai/types'
import { t } from '@/lib/i18n'
import { Chips, CitationGrid } from '../shared/answer-panel'

/** A path to a role: the skills had and to learn, the steps to tick off, and where to apply and meet people. */
export function CareerPath({ result, onToggleStep }: { result: CareerResult; onToggleStep: (index: number) => void }) {
  const done = result.steps.filter((s) => s.done).length
  return (
    <>
      <p className="text-sm text-muted">
        {t('From {count, plural, one {# open opportunity} other {# open opportunities}} here that match this role.', {
          count: result.sample,
        })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SkillGroup
          title={t('Skills you have')}
          items={result.have}
          tone="good"
          none={t('None of the most asked-for yet.')}
        />
        <SkillGroup title={t('Skills to learn')} items={result.lack} tone="bad" none={t('You have them all.')} />
      </div>
      <section aria-label={t('Steps')} className="space-y-2">
        <h3 className="text-sm font-semibold text-muted">
          {t('Steps · {done} of {total} done', { done, total: result.steps.length })}
        </h3>
        <ol className="space-y-2">
          {result.steps.map((s, i) => (
            <li key={`${i}-${s.title}`} className="flex gap-3 rounded-lg border border-border p-3">
              <input
                id={`step-${i}`}
                type="checkbox"
                className="mt-1 size-5 shrink-0"
                checked={!!s.done}
                onChange={() => onToggleStep(i)}
              />
              <label htmlFor={`step-${i}`} className="min-w-0">
                <span className={`block font-medium ${s.done ? 'text-muted line-through' : ''}`}>
                  {s.title} · {t('{count, plural, one {# week} other {# weeks}}', { count: s.weeks })}
                </span>
                <span className="block text-sm text-muted">{s.detail}</span>
              </label>
            </li>
          ))}
        </ol>
      </section>
      <CitationGrid
        lists={[
          { title: t('Apply now'), items: result.opportunities, empty: t('No open opportunity matches yet.') },
          { title: t('People in this role'), items: result.people, empty: t('Nobody here lists this role yet.') },
          { title: t('Communities'), items: result.communities },
          { title: t('Events'), items: result.events },
        ]}
      />
    </>
  )
}

function SkillGroup({
  title,
  items,
  tone,
  none,
}: {
  title: string
  items: string[]
  tone: 'good' | 'bad'
  none: string
}) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-muted">{title}</h3>
      {items.length ? <Chips items={items} tone={tone} label={title} /> : <p className="text-sm text-muted">{none}</p>}
    </div>
  )
}
