import { Plus, Sparkles, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { ResumeEntry, RewriteResult } from '@/data/ai/types'
import { useAiRun } from '@/data/ai/use-ai-run'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { AnswerPanel } from '../shared/answer-panel'
import { emptyEntry } from './resume-format'

/** One section of entries (experience, education…): each entry's fields, and its bullets improved on request. */
export function EntrySectionEditor({
  userId,
  label,
  entries,
  onChange,
  onEngine,
}: {
  userId: string
  label: string
  entries: ResumeEntry[]
  onChange: (entries: ResumeEntry[]) => void
  onEngine: (engine: string) => void
}) {
  const rewrite = useAiRun<RewriteResult>(userId)
  const [target, setTarget] = useState<number | null>(null)
  const setEntry = (i: number, patch: Partial<ResumeEntry>) =>
    onChange(entries.map((e, j) => (j === i ? { ...e, ...patch } : e)))
  const improve = (i: number) => {
    const bullets = entries[i].bullets.map((b) => b.trim()).filter((b) => b.length >= 3)
    if (!bullets.length) return notify(t('Write a bullet first'), 'info', t('At least a few words about what you did.'))
    setTarget(i)
    void rewrite.run({ action: 'rewrite', bullets }).then((s) => s.engine && onEngine(s.engine))
  }
  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-semibold">{label}</h2>
      {entries.map((e, i) => (
        <div key={i} className="space-y-2 rounded-lg border border-border p-3">
          <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)]">
            <Input
              aria-label={t('{section} {number} title', { section: label, number: i + 1 })}
              placeholder={t('Title or degree')}
              value={e.title}
              onChange={(ev) => setEntry(i, { title: ev.target.value })}
            />
            <Input
              aria-label={t('{section} {number} organisation', { section: label, number: i + 1 })}
              placeholder={t('Organisation')}
              value={e.org}
              onChange={(ev) => setEntry(i, { org: ev.target.value })}
            />
            <Input
              aria-label={t('{section} {number} period', { section: label, number: i + 1 })}
              placeholder={t('2024 – 2025')}
              value={e.period}
              onChange={(ev) => setEntry(i, { period: ev.target.value })}
            />
          </div>
          <Textarea
            aria-label={t('{section} {number} bullets, one per line', { section: label, number: i + 1 })}
            placeholder={t('One bullet per line: what you did, and its result')}
            rows={Math.max(2, e.bullets.length)}
            value={e.bullets.join('\n')}
            onChange={(ev) => setEntry(i, { bullets: ev.target.value.split('\n') })}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => improve(i)}
              isLoading={rewrite.status === 'streaming' && target === i}
            >
              <Sparkles className="size-4" aria-hidden="true" /> {t('Improve bullets')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onChange(entries.filter((_, j) => j !== i))}>
              <Trash2 className="size-4" aria-hidden="true" /> {t('Remove')}
            </Button>
          </div>
          {target === i && rewrite.status !== 'idle' && (
            <div className="space-y-2">
              <AnswerPanel state={rewrite} title={t('Suggestions')} />
              {rewrite.status === 'done' &&
                rewrite.data?.bullets.map((b, bi) => (
                  <div key={bi} className="space-y-1 rounded-lg bg-background p-2">
                    <p className="text-sm text-muted">{t('Yours: {text}', { text: b.original })}</p>
                    <ul className="space-y-1">
                      {b.suggestions.map((s) => (
                        <li key={s} className="flex items-start justify-between gap-2">
                          <span className="text-sm">{s}</span>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t('Use: {text}', { text: s })}
                            onClick={() =>
                              setEntry(i, { bullets: e.bullets.map((x) => (x.trim() === b.original ? s : x)) })
                            }
                          >
                            {t('Use')}
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
            </div>
          )}
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...entries, emptyEntry()])}>
        <Plus className="size-4" aria-hidden="true" /> {t('Add to {section}', { section: label.toLowerCase() })}
      </Button>
    </Card>
  )
}
